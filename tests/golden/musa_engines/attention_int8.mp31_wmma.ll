; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

; Function Attrs: convergent nounwind
declare <8 x i32> @llvm.musa.ffmma.m16n16k32.mma(<8 x i32>, <8 x i32>, <8 x i32>, i32, i32, i32) #1

; Function Attrs: convergent nounwind
declare <8 x i32> @llvm.musa.imma.m16n16k64.mma(<8 x i32>, <8 x i32>, <8 x i32>, i32, i32, i32) #1

declare void @llvm.musa.memcpy.g2s(ptr addrspace(3), ptr addrspace(1), i32, i32)

declare void @llvm.musa.memcpy.g2s.wait()

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

define cc 102 void @attention_kernel(ptr addrspace(1) %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr {
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 6
  %11 = icmp sgt i32 %5, 0
  %12 = icmp ult i32 %7, 64
  br i1 %12, label %13, label %15

13: ; preds = %6
  %14 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %14, align 4
  br label %15

15: ; preds = %13, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %16, label %18

16: ; preds = %15
  %17 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %17, align 4
  br label %18

18: ; preds = %16, %15
  tail call void @llvm.musa.syncthreads.lm()
  %19 = shl nsw i64 %8, 4
  %20 = and i64 %19, 48
  %21 = lshr i64 %19, 6
  %22 = or i64 %20, 8
  %23 = trunc i64 %21 to i32
  %24 = shl i32 %23, 6
  %25 = sext i32 %24 to i64
  %26 = getelementptr half, ptr addrspace(1) %2, i64 %25
  br i1 %11, label %27, label %30

27: ; preds = %18
  %28 = getelementptr half, ptr addrspace(1) %26, i64 %20
  %29 = load <8 x half>, ptr addrspace(1) %28, align 16
  br label %30

30: ; preds = %27, %18
  %31 = phi <8 x half> [ %29, %27 ], [ zeroinitializer, %18 ]
  %32 = extractelement <8 x half> %31, i64 0
  %33 = extractelement <8 x half> %31, i64 1
  %34 = extractelement <8 x half> %31, i64 2
  %35 = extractelement <8 x half> %31, i64 3
  %36 = extractelement <8 x half> %31, i64 4
  %37 = extractelement <8 x half> %31, i64 5
  %38 = extractelement <8 x half> %31, i64 6
  %39 = extractelement <8 x half> %31, i64 7
  br i1 %11, label %40, label %43

40: ; preds = %30
  %41 = getelementptr half, ptr addrspace(1) %26, i64 %22
  %42 = load <8 x half>, ptr addrspace(1) %41, align 16
  br label %43

43: ; preds = %40, %30
  %44 = phi <8 x half> [ %42, %40 ], [ zeroinitializer, %30 ]
  %45 = extractelement <8 x half> %44, i64 0
  %46 = extractelement <8 x half> %44, i64 1
  %47 = extractelement <8 x half> %44, i64 2
  %48 = extractelement <8 x half> %44, i64 3
  %49 = extractelement <8 x half> %44, i64 4
  %50 = extractelement <8 x half> %44, i64 5
  %51 = extractelement <8 x half> %44, i64 6
  %52 = extractelement <8 x half> %44, i64 7
  %53 = and i64 %19, 4294967232
  %54 = trunc i64 %19 to i32
  %55 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %54
  store half %32, ptr addrspace(3) %55, align 16
  %56 = or i32 %54, 1
  %57 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %56
  store half %33, ptr addrspace(3) %57, align 2
  %58 = or i32 %54, 2
  %59 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %58
  store half %34, ptr addrspace(3) %59, align 4
  %60 = or i32 %54, 3
  %61 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %60
  store half %35, ptr addrspace(3) %61, align 2
  %62 = or i32 %54, 4
  %63 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %62
  store half %36, ptr addrspace(3) %63, align 8
  %64 = or i32 %54, 5
  %65 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %64
  store half %37, ptr addrspace(3) %65, align 2
  %66 = or i32 %54, 6
  %67 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %66
  store half %38, ptr addrspace(3) %67, align 4
  %68 = or i32 %54, 7
  %69 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %68
  store half %39, ptr addrspace(3) %69, align 2
  %70 = or i64 %22, %53
  %71 = trunc i64 %70 to i32
  %72 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %71
  store half %45, ptr addrspace(3) %72, align 16
  %73 = or i32 %54, 9
  %74 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %73
  store half %46, ptr addrspace(3) %74, align 2
  %75 = or i32 %54, 10
  %76 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %75
  store half %47, ptr addrspace(3) %76, align 4
  %77 = or i32 %54, 11
  %78 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %77
  store half %48, ptr addrspace(3) %78, align 2
  %79 = or i32 %54, 12
  %80 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %79
  store half %49, ptr addrspace(3) %80, align 8
  %81 = or i32 %54, 13
  %82 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %81
  store half %50, ptr addrspace(3) %82, align 2
  %83 = or i32 %54, 14
  %84 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %83
  store half %51, ptr addrspace(3) %84, align 4
  %85 = or i32 %54, 15
  %86 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %85
  store half %52, ptr addrspace(3) %86, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %87 = add i32 %10, %23
  %88 = shl i32 %87, 6
  %89 = sext i32 %88 to i64
  %90 = getelementptr i8, ptr addrspace(1) %0, i64 %89
  %91 = getelementptr i8, ptr addrspace(1) %90, i64 %20
  %92 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %54
  %93 = add nsw i64 %19, 2048
  %94 = lshr i64 %93, 6
  %95 = trunc i64 %94 to i32
  %96 = add i32 %10, %95
  %97 = shl i32 %96, 6
  %98 = sext i32 %97 to i64
  %99 = getelementptr i8, ptr addrspace(1) %0, i64 %98
  %100 = getelementptr i8, ptr addrspace(1) %99, i64 %20
  %101 = and i64 %93, -64
  %102 = or i64 %101, %20
  %103 = trunc i64 %102 to i32
  %104 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %103
  %105 = shl nsw i64 %8, 3
  %106 = and i64 %105, 24
  %107 = lshr i64 %105, 5
  %108 = or i64 %106, 1
  %109 = or i64 %106, 5
  %110 = or i64 %106, 6
  %111 = trunc i64 %106 to i32
  %112 = trunc i64 %108 to i32
  %113 = trunc i64 %106 to i32
  %114 = or i32 %113, 2
  %115 = trunc i64 %106 to i32
  %116 = or i32 %115, 3
  %117 = trunc i64 %106 to i32
  %118 = or i32 %117, 4
  %119 = trunc i64 %109 to i32
  %120 = trunc i64 %110 to i32
  %121 = trunc i64 %106 to i32
  %122 = or i32 %121, 7
  %123 = mul i64 %107, 40
  %124 = add i64 %123, %106
  %125 = trunc i64 %124 to i32
  %126 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %125
  %127 = add nsw i64 %105, 1024
  %128 = lshr i64 %127, 5
  %129 = mul i64 %128, 40
  %130 = add i64 %129, %106
  %131 = trunc i64 %130 to i32
  %132 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %131
  %133 = lshr i64 %8, 5
  %134 = and i64 %8, 3
  %135 = lshr i64 %8, 2
  %136 = and i64 %135, 1
  %137 = lshr i64 %8, 3
  %138 = and i64 %137, 1
  %139 = shl nuw nsw i64 %138, 1
  %140 = lshr i64 %8, 4
  %141 = and i64 %140, 1
  %142 = shl nuw nsw i64 %141, 2
  %143 = or i64 %139, %142
  %144 = or i64 %143, %136
  %145 = shl nuw nsw i64 %141, 1
  %146 = or i64 %145, %138
  %147 = and i64 %8, 1
  %148 = icmp ult i32 %7, 128
  %149 = and i64 %19, 4294967264
  %150 = shl nuw nsw i64 %147, 4
  %151 = select i1 %148, i64 %149, i64 0
  %152 = or i64 %151, %150
  %153 = trunc i64 %152 to i32
  %154 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %153
  %155 = or i32 %153, 1
  %156 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %155
  %157 = or i32 %153, 2
  %158 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %157
  %159 = or i32 %153, 3
  %160 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %159
  %161 = or i32 %153, 4
  %162 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %161
  %163 = or i32 %153, 5
  %164 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %163
  %165 = or i32 %153, 6
  %166 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %165
  %167 = or i32 %153, 7
  %168 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %167
  %169 = or i32 %153, 8
  %170 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %169
  %171 = or i32 %153, 9
  %172 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %171
  %173 = or i32 %153, 10
  %174 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %173
  %175 = or i32 %153, 11
  %176 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %175
  %177 = or i32 %153, 12
  %178 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %177
  %179 = or i32 %153, 13
  %180 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %179
  %181 = or i32 %153, 14
  %182 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %181
  %183 = or i32 %153, 15
  %184 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %183
  %185 = icmp eq i64 %147, 0
  %186 = and i1 %148, %185
  %187 = lshr i64 %19, 5
  %188 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %54
  %189 = trunc i64 %187 to i32
  %190 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %189
  %191 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %189
  %192 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %54
  %193 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %56
  %194 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %56
  %195 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %58
  %196 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %58
  %197 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %60
  %198 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %60
  %199 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %62
  %200 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %62
  %201 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %64
  %202 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %64
  %203 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %66
  %204 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %66
  %205 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %68
  %206 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %68
  %207 = or i32 %54, 8
  %208 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %207
  %209 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %207
  %210 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %73
  %211 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %73
  %212 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %75
  %213 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %75
  %214 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %77
  %215 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %77
  %216 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %79
  %217 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %79
  %218 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %81
  %219 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %81
  %220 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %83
  %221 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %83
  %222 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %85
  %223 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %85
  %224 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %153
  %225 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %155
  %226 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %157
  %227 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %159
  %228 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %161
  %229 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %163
  %230 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %165
  %231 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %167
  %232 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %169
  %233 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %171
  %234 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %173
  %235 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %175
  %236 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %177
  %237 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %179
  %238 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %181
  %239 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %183
  %240 = and i64 %105, -32
  %241 = trunc i64 %105 to i32
  %242 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %241
  %243 = or i64 %108, %240
  %244 = trunc i64 %243 to i32
  %245 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %244
  %246 = or i64 %109, %240
  %247 = trunc i64 %246 to i32
  %248 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %247
  %249 = or i64 %110, %240
  %250 = trunc i64 %249 to i32
  %251 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %250
  %252 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %125
  %253 = and i64 %127, 4294967264
  %254 = or i64 %253, %106
  %255 = trunc i64 %254 to i32
  %256 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19712), i32 %255
  %257 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %131
  %258 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27904), i32 %23
  %259 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %54
  %260 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %56
  %261 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %58
  %262 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %60
  %263 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %62
  %264 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %64
  %265 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %66
  %266 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %68
  %267 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %71
  %268 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %73
  %269 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %75
  %270 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %77
  %271 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %79
  %272 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %81
  %273 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %83
  %274 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %85
  %275 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27904), i32 %95
  %276 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %103
  %277 = or i32 %103, 1
  %278 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %277
  %279 = or i32 %103, 2
  %280 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %279
  %281 = or i32 %103, 3
  %282 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %281
  %283 = or i32 %103, 4
  %284 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %283
  %285 = or i32 %103, 5
  %286 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %285
  %287 = or i32 %103, 6
  %288 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %287
  %289 = or i32 %103, 7
  %290 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %289
  %291 = or i64 %22, %101
  %292 = trunc i64 %291 to i32
  %293 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %292
  %294 = or i32 %103, 9
  %295 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %294
  %296 = or i32 %103, 10
  %297 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %296
  %298 = or i32 %103, 11
  %299 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %298
  %300 = or i32 %103, 12
  %301 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %300
  %302 = or i32 %103, 13
  %303 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %302
  %304 = or i32 %103, 14
  %305 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %304
  %306 = or i32 %103, 15
  %307 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %306
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %43
  %urem = and i64 %8, 7
  %308 = shl i64 %107, 32
  %309 = ashr exact i64 %308, 32
  %310 = shl i64 %128, 32
  %311 = ashr exact i64 %310, 32
  %312 = shl nuw nsw i64 %133, 4
  %313 = and i64 %312, 16
  %314 = or i64 %134, 4
  %315 = or i64 %134, 8
  %316 = or i64 %134, 12
  %317 = or i64 %134, 16
  %318 = or i64 %134, 20
  %319 = or i64 %134, 24
  %320 = or i64 %134, 28
  %321 = or i64 %134, 32
  %322 = or i64 %134, 36
  %323 = or i64 %134, 40
  %324 = or i64 %134, 44
  %325 = or i64 %134, 48
  %326 = or i64 %134, 52
  %327 = or i64 %134, 56
  %328 = or i64 %134, 60
  %329 = or i64 %144, %313
  %330 = mul nuw nsw i64 %134, 40
  %331 = add nuw nsw i64 %329, %330
  %332 = trunc i64 %331 to i32
  %333 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %332
  %334 = mul nuw nsw i64 %314, 40
  %335 = add nuw nsw i64 %329, %334
  %336 = trunc i64 %335 to i32
  %337 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %336
  %338 = mul nuw nsw i64 %315, 40
  %339 = add nuw nsw i64 %329, %338
  %340 = trunc i64 %339 to i32
  %341 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %340
  %342 = mul nuw nsw i64 %316, 40
  %343 = add nuw nsw i64 %329, %342
  %344 = trunc i64 %343 to i32
  %345 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %344
  %346 = mul nuw nsw i64 %317, 40
  %347 = add nuw nsw i64 %329, %346
  %348 = trunc i64 %347 to i32
  %349 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %348
  %350 = mul nuw nsw i64 %318, 40
  %351 = add nuw nsw i64 %329, %350
  %352 = trunc i64 %351 to i32
  %353 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %352
  %354 = mul nuw nsw i64 %319, 40
  %355 = add nuw nsw i64 %329, %354
  %356 = trunc i64 %355 to i32
  %357 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %356
  %358 = mul nuw nsw i64 %320, 40
  %359 = add nuw nsw i64 %329, %358
  %360 = trunc i64 %359 to i32
  %361 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %360
  %362 = mul nuw nsw i64 %321, 40
  %363 = add nuw nsw i64 %329, %362
  %364 = trunc i64 %363 to i32
  %365 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %364
  %366 = mul nuw nsw i64 %322, 40
  %367 = add nuw nsw i64 %329, %366
  %368 = trunc i64 %367 to i32
  %369 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %368
  %370 = mul nuw nsw i64 %323, 40
  %371 = add nuw nsw i64 %329, %370
  %372 = trunc i64 %371 to i32
  %373 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %372
  %374 = mul nuw nsw i64 %324, 40
  %375 = add nuw nsw i64 %329, %374
  %376 = trunc i64 %375 to i32
  %377 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %376
  %378 = mul nuw nsw i64 %325, 40
  %379 = add nuw nsw i64 %329, %378
  %380 = trunc i64 %379 to i32
  %381 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %380
  %382 = mul nuw nsw i64 %326, 40
  %383 = add nuw nsw i64 %329, %382
  %384 = trunc i64 %383 to i32
  %385 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %384
  %386 = mul nuw nsw i64 %327, 40
  %387 = add nuw nsw i64 %329, %386
  %388 = trunc i64 %387 to i32
  %389 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %388
  %390 = mul nuw nsw i64 %328, 40
  %391 = add nuw nsw i64 %329, %390
  %392 = trunc i64 %391 to i32
  %393 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %392
  %394 = or i64 %329, 8
  %395 = add nuw nsw i64 %394, %330
  %396 = trunc i64 %395 to i32
  %397 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %396
  %398 = add nuw nsw i64 %394, %334
  %399 = trunc i64 %398 to i32
  %400 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %399
  %401 = add nuw nsw i64 %394, %338
  %402 = trunc i64 %401 to i32
  %403 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %402
  %404 = add nuw nsw i64 %394, %342
  %405 = trunc i64 %404 to i32
  %406 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %405
  %407 = add nuw nsw i64 %394, %346
  %408 = trunc i64 %407 to i32
  %409 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %408
  %410 = add nuw nsw i64 %394, %350
  %411 = trunc i64 %410 to i32
  %412 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %411
  %413 = add nuw nsw i64 %394, %354
  %414 = trunc i64 %413 to i32
  %415 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %414
  %416 = add nuw nsw i64 %394, %358
  %417 = trunc i64 %416 to i32
  %418 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %417
  %419 = add nuw nsw i64 %394, %362
  %420 = trunc i64 %419 to i32
  %421 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %420
  %422 = add nuw nsw i64 %394, %366
  %423 = trunc i64 %422 to i32
  %424 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %423
  %425 = add nuw nsw i64 %394, %370
  %426 = trunc i64 %425 to i32
  %427 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %426
  %428 = add nuw nsw i64 %394, %374
  %429 = trunc i64 %428 to i32
  %430 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %429
  %431 = add nuw nsw i64 %394, %378
  %432 = trunc i64 %431 to i32
  %433 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %432
  %434 = add nuw nsw i64 %394, %382
  %435 = trunc i64 %434 to i32
  %436 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %435
  %437 = add nuw nsw i64 %394, %386
  %438 = trunc i64 %437 to i32
  %439 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %438
  %440 = add nuw nsw i64 %394, %390
  %441 = trunc i64 %440 to i32
  %442 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %441
  %443 = or i64 %313, %urem
  %444 = or i64 %443, 8
  %445 = lshr i32 %7, 1
  %446 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %445
  %447 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %448 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %7
  %449 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27904), i32 %7
  %450 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28160), i32 %445
  %451 = and i64 %312, 48
  %452 = or i64 %451, %urem
  %453 = or i64 %452, 8
  %454 = or i64 %144, %451
  %455 = shl nuw nsw i64 %134, 6
  %456 = or i64 %454, %455
  %457 = trunc i64 %456 to i32
  %458 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %457
  %459 = shl nuw nsw i64 %314, 6
  %460 = or i64 %454, %459
  %461 = trunc i64 %460 to i32
  %462 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %461
  %463 = shl nuw nsw i64 %315, 6
  %464 = or i64 %454, %463
  %465 = trunc i64 %464 to i32
  %466 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %465
  %467 = shl nuw nsw i64 %316, 6
  %468 = or i64 %454, %467
  %469 = trunc i64 %468 to i32
  %470 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %469
  %471 = shl nuw nsw i64 %317, 6
  %472 = or i64 %454, %471
  %473 = trunc i64 %472 to i32
  %474 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %473
  %475 = shl nuw nsw i64 %318, 6
  %476 = or i64 %454, %475
  %477 = trunc i64 %476 to i32
  %478 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %477
  %479 = shl nuw nsw i64 %319, 6
  %480 = or i64 %454, %479
  %481 = trunc i64 %480 to i32
  %482 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %481
  %483 = shl nuw nsw i64 %320, 6
  %484 = or i64 %454, %483
  %485 = trunc i64 %484 to i32
  %486 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %485
  %487 = or i64 %454, 8
  %488 = or i64 %487, %455
  %489 = trunc i64 %488 to i32
  %490 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %489
  %491 = or i64 %487, %459
  %492 = trunc i64 %491 to i32
  %493 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %492
  %494 = or i64 %487, %463
  %495 = trunc i64 %494 to i32
  %496 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %495
  %497 = or i64 %487, %467
  %498 = trunc i64 %497 to i32
  %499 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %498
  %500 = or i64 %487, %471
  %501 = trunc i64 %500 to i32
  %502 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %501
  %503 = or i64 %487, %475
  %504 = trunc i64 %503 to i32
  %505 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %504
  %506 = or i64 %487, %479
  %507 = trunc i64 %506 to i32
  %508 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %507
  %509 = or i64 %487, %483
  %510 = trunc i64 %509 to i32
  %511 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %510
  %512 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %513 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28160), i32 %7
  br label %514

514: ; preds = %.lr.ph, %1463
  %515 = phi float [ 0.000000e+00, %.lr.ph ], [ %1487, %1463 ]
  %516 = phi float [ 0.000000e+00, %.lr.ph ], [ %1486, %1463 ]
  %517 = phi float [ 0.000000e+00, %.lr.ph ], [ %1485, %1463 ]
  %518 = phi float [ 0.000000e+00, %.lr.ph ], [ %1484, %1463 ]
  %519 = phi float [ 0.000000e+00, %.lr.ph ], [ %1483, %1463 ]
  %520 = phi float [ 0.000000e+00, %.lr.ph ], [ %1482, %1463 ]
  %521 = phi float [ 0.000000e+00, %.lr.ph ], [ %1481, %1463 ]
  %522 = phi float [ 0.000000e+00, %.lr.ph ], [ %1480, %1463 ]
  %523 = phi float [ 0.000000e+00, %.lr.ph ], [ %1479, %1463 ]
  %524 = phi float [ 0.000000e+00, %.lr.ph ], [ %1478, %1463 ]
  %525 = phi float [ 0.000000e+00, %.lr.ph ], [ %1477, %1463 ]
  %526 = phi float [ 0.000000e+00, %.lr.ph ], [ %1476, %1463 ]
  %527 = phi float [ 0.000000e+00, %.lr.ph ], [ %1475, %1463 ]
  %528 = phi float [ 0.000000e+00, %.lr.ph ], [ %1474, %1463 ]
  %529 = phi float [ 0.000000e+00, %.lr.ph ], [ %1473, %1463 ]
  %530 = phi float [ 0.000000e+00, %.lr.ph ], [ %1472, %1463 ]
  %531 = phi float [ 0.000000e+00, %.lr.ph ], [ %1449, %1463 ]
  %532 = phi float [ 0.000000e+00, %.lr.ph ], [ %1448, %1463 ]
  %533 = phi float [ 0.000000e+00, %.lr.ph ], [ %1447, %1463 ]
  %534 = phi float [ 0.000000e+00, %.lr.ph ], [ %1446, %1463 ]
  %535 = phi float [ 0.000000e+00, %.lr.ph ], [ %1445, %1463 ]
  %536 = phi float [ 0.000000e+00, %.lr.ph ], [ %1444, %1463 ]
  %537 = phi float [ 0.000000e+00, %.lr.ph ], [ %1443, %1463 ]
  %538 = phi float [ 0.000000e+00, %.lr.ph ], [ %1442, %1463 ]
  %539 = phi float [ 0.000000e+00, %.lr.ph ], [ %1471, %1463 ]
  %540 = phi float [ 0.000000e+00, %.lr.ph ], [ %1470, %1463 ]
  %541 = phi float [ 0.000000e+00, %.lr.ph ], [ %1469, %1463 ]
  %542 = phi float [ 0.000000e+00, %.lr.ph ], [ %1468, %1463 ]
  %543 = phi float [ 0.000000e+00, %.lr.ph ], [ %1467, %1463 ]
  %544 = phi float [ 0.000000e+00, %.lr.ph ], [ %1466, %1463 ]
  %545 = phi float [ 0.000000e+00, %.lr.ph ], [ %1465, %1463 ]
  %546 = phi float [ 0.000000e+00, %.lr.ph ], [ %1464, %1463 ]
  %547 = phi i32 [ 0, %.lr.ph ], [ %548, %1463 ]
  %548 = add i32 %547, 32
  %549 = icmp slt i32 %548, %5
  %550 = add i32 %548, %23
  %551 = shl i32 %550, 6
  %552 = sext i32 %551 to i64
  %553 = getelementptr half, ptr addrspace(1) %2, i64 %552
  br i1 %549, label %554, label %557

554: ; preds = %514
  %555 = getelementptr half, ptr addrspace(1) %553, i64 %20
  %556 = load <8 x half>, ptr addrspace(1) %555, align 16
  br label %557

557: ; preds = %554, %514
  %558 = phi <8 x half> [ %556, %554 ], [ zeroinitializer, %514 ]
  %559 = extractelement <8 x half> %558, i64 0
  %560 = extractelement <8 x half> %558, i64 1
  %561 = extractelement <8 x half> %558, i64 2
  %562 = extractelement <8 x half> %558, i64 3
  %563 = extractelement <8 x half> %558, i64 4
  %564 = extractelement <8 x half> %558, i64 5
  %565 = extractelement <8 x half> %558, i64 6
  %566 = extractelement <8 x half> %558, i64 7
  br i1 %549, label %567, label %570

567: ; preds = %557
  %568 = getelementptr half, ptr addrspace(1) %553, i64 %22
  %569 = load <8 x half>, ptr addrspace(1) %568, align 16
  br label %570

570: ; preds = %567, %557
  %571 = phi <8 x half> [ %569, %567 ], [ zeroinitializer, %557 ]
  %572 = extractelement <8 x half> %571, i64 0
  %573 = extractelement <8 x half> %571, i64 2
  %574 = extractelement <8 x half> %571, i64 4
  %575 = extractelement <8 x half> %571, i64 6
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %92, ptr addrspace(1) %91, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %104, ptr addrspace(1) %100, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.syncthreads.lm()
  %576 = or i32 %547, %111
  %577 = shl i32 %576, 6
  %578 = sext i32 %577 to i64
  %579 = getelementptr i8, ptr addrspace(1) %1, i64 %578
  %580 = getelementptr i8, ptr addrspace(1) %579, i64 %309
  %581 = load i8, ptr addrspace(1) %580, align 1
  %582 = or i32 %547, %112
  %583 = shl i32 %582, 6
  %584 = sext i32 %583 to i64
  %585 = getelementptr i8, ptr addrspace(1) %1, i64 %584
  %586 = getelementptr i8, ptr addrspace(1) %585, i64 %309
  %587 = load i8, ptr addrspace(1) %586, align 1
  %588 = or i32 %547, %114
  %589 = shl i32 %588, 6
  %590 = sext i32 %589 to i64
  %591 = getelementptr i8, ptr addrspace(1) %1, i64 %590
  %592 = getelementptr i8, ptr addrspace(1) %591, i64 %309
  %593 = load i8, ptr addrspace(1) %592, align 1
  %594 = or i32 %547, %116
  %595 = shl i32 %594, 6
  %596 = sext i32 %595 to i64
  %597 = getelementptr i8, ptr addrspace(1) %1, i64 %596
  %598 = getelementptr i8, ptr addrspace(1) %597, i64 %309
  %599 = load i8, ptr addrspace(1) %598, align 1
  %600 = or i32 %547, %118
  %601 = shl i32 %600, 6
  %602 = sext i32 %601 to i64
  %603 = getelementptr i8, ptr addrspace(1) %1, i64 %602
  %604 = getelementptr i8, ptr addrspace(1) %603, i64 %309
  %605 = load i8, ptr addrspace(1) %604, align 1
  %606 = or i32 %547, %119
  %607 = shl i32 %606, 6
  %608 = sext i32 %607 to i64
  %609 = getelementptr i8, ptr addrspace(1) %1, i64 %608
  %610 = getelementptr i8, ptr addrspace(1) %609, i64 %309
  %611 = load i8, ptr addrspace(1) %610, align 1
  %612 = or i32 %547, %120
  %613 = shl i32 %612, 6
  %614 = sext i32 %613 to i64
  %615 = getelementptr i8, ptr addrspace(1) %1, i64 %614
  %616 = getelementptr i8, ptr addrspace(1) %615, i64 %309
  %617 = load i8, ptr addrspace(1) %616, align 1
  %618 = or i32 %547, %122
  %619 = shl i32 %618, 6
  %620 = sext i32 %619 to i64
  %621 = getelementptr i8, ptr addrspace(1) %1, i64 %620
  %622 = getelementptr i8, ptr addrspace(1) %621, i64 %309
  %623 = load i8, ptr addrspace(1) %622, align 1
  %624 = insertelement <8 x i8> poison, i8 %581, i64 0
  %625 = insertelement <8 x i8> %624, i8 %587, i64 1
  %626 = insertelement <8 x i8> %625, i8 %593, i64 2
  %627 = insertelement <8 x i8> %626, i8 %599, i64 3
  %628 = insertelement <8 x i8> %627, i8 %605, i64 4
  %629 = insertelement <8 x i8> %628, i8 %611, i64 5
  %630 = insertelement <8 x i8> %629, i8 %617, i64 6
  %631 = insertelement <8 x i8> %630, i8 %623, i64 7
  store <8 x i8> %631, ptr addrspace(3) %126, align 8
  %632 = getelementptr i8, ptr addrspace(1) %579, i64 %311
  %633 = load i8, ptr addrspace(1) %632, align 1
  %634 = getelementptr i8, ptr addrspace(1) %585, i64 %311
  %635 = load i8, ptr addrspace(1) %634, align 1
  %636 = getelementptr i8, ptr addrspace(1) %591, i64 %311
  %637 = load i8, ptr addrspace(1) %636, align 1
  %638 = getelementptr i8, ptr addrspace(1) %597, i64 %311
  %639 = load i8, ptr addrspace(1) %638, align 1
  %640 = getelementptr i8, ptr addrspace(1) %603, i64 %311
  %641 = load i8, ptr addrspace(1) %640, align 1
  %642 = getelementptr i8, ptr addrspace(1) %609, i64 %311
  %643 = load i8, ptr addrspace(1) %642, align 1
  %644 = getelementptr i8, ptr addrspace(1) %615, i64 %311
  %645 = load i8, ptr addrspace(1) %644, align 1
  %646 = getelementptr i8, ptr addrspace(1) %621, i64 %311
  %647 = load i8, ptr addrspace(1) %646, align 1
  %648 = insertelement <8 x i8> poison, i8 %633, i64 0
  %649 = insertelement <8 x i8> %648, i8 %635, i64 1
  %650 = insertelement <8 x i8> %649, i8 %637, i64 2
  %651 = insertelement <8 x i8> %650, i8 %639, i64 3
  %652 = insertelement <8 x i8> %651, i8 %641, i64 4
  %653 = insertelement <8 x i8> %652, i8 %643, i64 5
  %654 = insertelement <8 x i8> %653, i8 %645, i64 6
  %655 = insertelement <8 x i8> %654, i8 %647, i64 7
  store <8 x i8> %655, ptr addrspace(3) %132, align 8
  tail call void @llvm.musa.syncthreads.lm()
  br label %656

656: ; preds = %570, %961
  %657 = phi i1 [ true, %570 ], [ false, %961 ]
  %658 = phi i64 [ 0, %570 ], [ 4, %961 ]
  %659 = add nuw nsw i64 %658, %133
  %660 = icmp ult i64 %659, 8
  br i1 %660, label %661, label %961

661: ; preds = %656
  %662 = shl nuw nsw i64 %659, 3
  %663 = and i64 %662, 48
  %664 = or i64 %663, %144
  %665 = shl nuw nsw i64 %664, 6
  %666 = or i64 %665, %134
  %667 = trunc i64 %666 to i32
  %668 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %667
  %669 = load i8, ptr addrspace(3) %668, align 1
  %670 = or i64 %665, %314
  %671 = trunc i64 %670 to i32
  %672 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %671
  %673 = load i8, ptr addrspace(3) %672, align 1
  %674 = or i64 %665, %315
  %675 = trunc i64 %674 to i32
  %676 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %675
  %677 = load i8, ptr addrspace(3) %676, align 1
  %678 = or i64 %665, %316
  %679 = trunc i64 %678 to i32
  %680 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %679
  %681 = load i8, ptr addrspace(3) %680, align 1
  %682 = or i64 %665, %317
  %683 = trunc i64 %682 to i32
  %684 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %683
  %685 = load i8, ptr addrspace(3) %684, align 1
  %686 = or i64 %665, %318
  %687 = trunc i64 %686 to i32
  %688 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %687
  %689 = load i8, ptr addrspace(3) %688, align 1
  %690 = or i64 %665, %319
  %691 = trunc i64 %690 to i32
  %692 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %691
  %693 = load i8, ptr addrspace(3) %692, align 1
  %694 = or i64 %665, %320
  %695 = trunc i64 %694 to i32
  %696 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %695
  %697 = load i8, ptr addrspace(3) %696, align 1
  %698 = or i64 %665, %321
  %699 = trunc i64 %698 to i32
  %700 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %699
  %701 = load i8, ptr addrspace(3) %700, align 1
  %702 = or i64 %665, %322
  %703 = trunc i64 %702 to i32
  %704 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %703
  %705 = load i8, ptr addrspace(3) %704, align 1
  %706 = or i64 %665, %323
  %707 = trunc i64 %706 to i32
  %708 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %707
  %709 = load i8, ptr addrspace(3) %708, align 1
  %710 = or i64 %665, %324
  %711 = trunc i64 %710 to i32
  %712 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %711
  %713 = load i8, ptr addrspace(3) %712, align 1
  %714 = or i64 %665, %325
  %715 = trunc i64 %714 to i32
  %716 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %715
  %717 = load i8, ptr addrspace(3) %716, align 1
  %718 = or i64 %665, %326
  %719 = trunc i64 %718 to i32
  %720 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %719
  %721 = load i8, ptr addrspace(3) %720, align 1
  %722 = or i64 %665, %327
  %723 = trunc i64 %722 to i32
  %724 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %723
  %725 = load i8, ptr addrspace(3) %724, align 1
  %726 = or i64 %665, %328
  %727 = trunc i64 %726 to i32
  %728 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %727
  %729 = load i8, ptr addrspace(3) %728, align 1
  %730 = or i64 %665, 512
  %731 = or i64 %730, %134
  %732 = trunc i64 %731 to i32
  %733 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %732
  %734 = load i8, ptr addrspace(3) %733, align 1
  %735 = or i64 %730, %314
  %736 = trunc i64 %735 to i32
  %737 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %736
  %738 = load i8, ptr addrspace(3) %737, align 1
  %739 = or i64 %730, %315
  %740 = trunc i64 %739 to i32
  %741 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %740
  %742 = load i8, ptr addrspace(3) %741, align 1
  %743 = or i64 %730, %316
  %744 = trunc i64 %743 to i32
  %745 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %744
  %746 = load i8, ptr addrspace(3) %745, align 1
  %747 = or i64 %730, %317
  %748 = trunc i64 %747 to i32
  %749 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %748
  %750 = load i8, ptr addrspace(3) %749, align 1
  %751 = or i64 %730, %318
  %752 = trunc i64 %751 to i32
  %753 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %752
  %754 = load i8, ptr addrspace(3) %753, align 1
  %755 = or i64 %730, %319
  %756 = trunc i64 %755 to i32
  %757 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %756
  %758 = load i8, ptr addrspace(3) %757, align 1
  %759 = or i64 %730, %320
  %760 = trunc i64 %759 to i32
  %761 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %760
  %762 = load i8, ptr addrspace(3) %761, align 1
  %763 = or i64 %730, %321
  %764 = trunc i64 %763 to i32
  %765 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %764
  %766 = load i8, ptr addrspace(3) %765, align 1
  %767 = or i64 %730, %322
  %768 = trunc i64 %767 to i32
  %769 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %768
  %770 = load i8, ptr addrspace(3) %769, align 1
  %771 = or i64 %730, %323
  %772 = trunc i64 %771 to i32
  %773 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %772
  %774 = load i8, ptr addrspace(3) %773, align 1
  %775 = or i64 %730, %324
  %776 = trunc i64 %775 to i32
  %777 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %776
  %778 = load i8, ptr addrspace(3) %777, align 1
  %779 = or i64 %730, %325
  %780 = trunc i64 %779 to i32
  %781 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %780
  %782 = load i8, ptr addrspace(3) %781, align 1
  %783 = or i64 %730, %326
  %784 = trunc i64 %783 to i32
  %785 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %784
  %786 = load i8, ptr addrspace(3) %785, align 1
  %787 = or i64 %730, %327
  %788 = trunc i64 %787 to i32
  %789 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %788
  %790 = load i8, ptr addrspace(3) %789, align 1
  %791 = or i64 %730, %328
  %792 = trunc i64 %791 to i32
  %793 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %792
  %794 = load i8, ptr addrspace(3) %793, align 1
  %795 = insertelement <4 x i8> poison, i8 %669, i64 0
  %796 = insertelement <4 x i8> %795, i8 %673, i64 1
  %797 = insertelement <4 x i8> %796, i8 %677, i64 2
  %798 = insertelement <4 x i8> %797, i8 %681, i64 3
  %799 = bitcast <4 x i8> %798 to i32
  %800 = insertelement <4 x i8> poison, i8 %685, i64 0
  %801 = insertelement <4 x i8> %800, i8 %689, i64 1
  %802 = insertelement <4 x i8> %801, i8 %693, i64 2
  %803 = insertelement <4 x i8> %802, i8 %697, i64 3
  %804 = bitcast <4 x i8> %803 to i32
  %805 = insertelement <4 x i8> poison, i8 %701, i64 0
  %806 = insertelement <4 x i8> %805, i8 %705, i64 1
  %807 = insertelement <4 x i8> %806, i8 %709, i64 2
  %808 = insertelement <4 x i8> %807, i8 %713, i64 3
  %809 = bitcast <4 x i8> %808 to i32
  %810 = insertelement <4 x i8> poison, i8 %717, i64 0
  %811 = insertelement <4 x i8> %810, i8 %721, i64 1
  %812 = insertelement <4 x i8> %811, i8 %725, i64 2
  %813 = insertelement <4 x i8> %812, i8 %729, i64 3
  %814 = bitcast <4 x i8> %813 to i32
  %815 = insertelement <4 x i8> poison, i8 %734, i64 0
  %816 = insertelement <4 x i8> %815, i8 %738, i64 1
  %817 = insertelement <4 x i8> %816, i8 %742, i64 2
  %818 = insertelement <4 x i8> %817, i8 %746, i64 3
  %819 = bitcast <4 x i8> %818 to i32
  %820 = insertelement <4 x i8> poison, i8 %750, i64 0
  %821 = insertelement <4 x i8> %820, i8 %754, i64 1
  %822 = insertelement <4 x i8> %821, i8 %758, i64 2
  %823 = insertelement <4 x i8> %822, i8 %762, i64 3
  %824 = bitcast <4 x i8> %823 to i32
  %825 = insertelement <4 x i8> poison, i8 %766, i64 0
  %826 = insertelement <4 x i8> %825, i8 %770, i64 1
  %827 = insertelement <4 x i8> %826, i8 %774, i64 2
  %828 = insertelement <4 x i8> %827, i8 %778, i64 3
  %829 = bitcast <4 x i8> %828 to i32
  %830 = insertelement <4 x i8> poison, i8 %782, i64 0
  %831 = insertelement <4 x i8> %830, i8 %786, i64 1
  %832 = insertelement <4 x i8> %831, i8 %790, i64 2
  %833 = insertelement <4 x i8> %832, i8 %794, i64 3
  %834 = bitcast <4 x i8> %833 to i32
  %835 = insertelement <8 x i32> poison, i32 %799, i64 0
  %836 = insertelement <8 x i32> %835, i32 %804, i64 1
  %837 = insertelement <8 x i32> %836, i32 %809, i64 2
  %838 = insertelement <8 x i32> %837, i32 %814, i64 3
  %839 = insertelement <8 x i32> %838, i32 %819, i64 4
  %840 = insertelement <8 x i32> %839, i32 %824, i64 5
  %841 = insertelement <8 x i32> %840, i32 %829, i64 6
  %842 = insertelement <8 x i32> %841, i32 %834, i64 7
  %843 = load i8, ptr addrspace(3) %333, align 1
  %844 = load i8, ptr addrspace(3) %337, align 1
  %845 = load i8, ptr addrspace(3) %341, align 1
  %846 = load i8, ptr addrspace(3) %345, align 1
  %847 = load i8, ptr addrspace(3) %349, align 1
  %848 = load i8, ptr addrspace(3) %353, align 1
  %849 = load i8, ptr addrspace(3) %357, align 1
  %850 = load i8, ptr addrspace(3) %361, align 1
  %851 = load i8, ptr addrspace(3) %365, align 1
  %852 = load i8, ptr addrspace(3) %369, align 1
  %853 = load i8, ptr addrspace(3) %373, align 1
  %854 = load i8, ptr addrspace(3) %377, align 1
  %855 = load i8, ptr addrspace(3) %381, align 1
  %856 = load i8, ptr addrspace(3) %385, align 1
  %857 = load i8, ptr addrspace(3) %389, align 1
  %858 = load i8, ptr addrspace(3) %393, align 1
  %859 = load i8, ptr addrspace(3) %397, align 1
  %860 = load i8, ptr addrspace(3) %400, align 1
  %861 = load i8, ptr addrspace(3) %403, align 1
  %862 = load i8, ptr addrspace(3) %406, align 1
  %863 = load i8, ptr addrspace(3) %409, align 1
  %864 = load i8, ptr addrspace(3) %412, align 1
  %865 = load i8, ptr addrspace(3) %415, align 1
  %866 = load i8, ptr addrspace(3) %418, align 1
  %867 = load i8, ptr addrspace(3) %421, align 1
  %868 = load i8, ptr addrspace(3) %424, align 1
  %869 = load i8, ptr addrspace(3) %427, align 1
  %870 = load i8, ptr addrspace(3) %430, align 1
  %871 = load i8, ptr addrspace(3) %433, align 1
  %872 = load i8, ptr addrspace(3) %436, align 1
  %873 = load i8, ptr addrspace(3) %439, align 1
  %874 = load i8, ptr addrspace(3) %442, align 1
  %875 = insertelement <4 x i8> poison, i8 %843, i64 0
  %876 = insertelement <4 x i8> %875, i8 %844, i64 1
  %877 = insertelement <4 x i8> %876, i8 %845, i64 2
  %878 = insertelement <4 x i8> %877, i8 %846, i64 3
  %879 = bitcast <4 x i8> %878 to i32
  %880 = insertelement <4 x i8> poison, i8 %847, i64 0
  %881 = insertelement <4 x i8> %880, i8 %848, i64 1
  %882 = insertelement <4 x i8> %881, i8 %849, i64 2
  %883 = insertelement <4 x i8> %882, i8 %850, i64 3
  %884 = bitcast <4 x i8> %883 to i32
  %885 = insertelement <4 x i8> poison, i8 %851, i64 0
  %886 = insertelement <4 x i8> %885, i8 %852, i64 1
  %887 = insertelement <4 x i8> %886, i8 %853, i64 2
  %888 = insertelement <4 x i8> %887, i8 %854, i64 3
  %889 = bitcast <4 x i8> %888 to i32
  %890 = insertelement <4 x i8> poison, i8 %855, i64 0
  %891 = insertelement <4 x i8> %890, i8 %856, i64 1
  %892 = insertelement <4 x i8> %891, i8 %857, i64 2
  %893 = insertelement <4 x i8> %892, i8 %858, i64 3
  %894 = bitcast <4 x i8> %893 to i32
  %895 = insertelement <4 x i8> poison, i8 %859, i64 0
  %896 = insertelement <4 x i8> %895, i8 %860, i64 1
  %897 = insertelement <4 x i8> %896, i8 %861, i64 2
  %898 = insertelement <4 x i8> %897, i8 %862, i64 3
  %899 = bitcast <4 x i8> %898 to i32
  %900 = insertelement <4 x i8> poison, i8 %863, i64 0
  %901 = insertelement <4 x i8> %900, i8 %864, i64 1
  %902 = insertelement <4 x i8> %901, i8 %865, i64 2
  %903 = insertelement <4 x i8> %902, i8 %866, i64 3
  %904 = bitcast <4 x i8> %903 to i32
  %905 = insertelement <4 x i8> poison, i8 %867, i64 0
  %906 = insertelement <4 x i8> %905, i8 %868, i64 1
  %907 = insertelement <4 x i8> %906, i8 %869, i64 2
  %908 = insertelement <4 x i8> %907, i8 %870, i64 3
  %909 = bitcast <4 x i8> %908 to i32
  %910 = insertelement <4 x i8> poison, i8 %871, i64 0
  %911 = insertelement <4 x i8> %910, i8 %872, i64 1
  %912 = insertelement <4 x i8> %911, i8 %873, i64 2
  %913 = insertelement <4 x i8> %912, i8 %874, i64 3
  %914 = bitcast <4 x i8> %913 to i32
  %915 = insertelement <8 x i32> poison, i32 %879, i64 0
  %916 = insertelement <8 x i32> %915, i32 %884, i64 1
  %917 = insertelement <8 x i32> %916, i32 %889, i64 2
  %918 = insertelement <8 x i32> %917, i32 %894, i64 3
  %919 = insertelement <8 x i32> %918, i32 %899, i64 4
  %920 = insertelement <8 x i32> %919, i32 %904, i64 5
  %921 = insertelement <8 x i32> %920, i32 %909, i64 6
  %922 = insertelement <8 x i32> %921, i32 %914, i64 7
  %923 = tail call <8 x i32> @llvm.musa.imma.m16n16k64.mma(<8 x i32> %842, <8 x i32> %922, <8 x i32> zeroinitializer, i32 1, i32 1, i32 1)
  %924 = or i64 %663, %146
  %925 = extractelement <8 x i32> %923, i64 0
  %926 = shl nuw nsw i64 %924, 5
  %927 = or i64 %926, %443
  %928 = trunc i64 %927 to i32
  %929 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %928
  store i32 %925, ptr addrspace(3) %929, align 4
  %930 = extractelement <8 x i32> %923, i64 1
  %931 = or i64 %926, %444
  %932 = trunc i64 %931 to i32
  %933 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %932
  store i32 %930, ptr addrspace(3) %933, align 4
  %934 = extractelement <8 x i32> %923, i64 2
  %935 = or i64 %926, 128
  %936 = or i64 %935, %443
  %937 = trunc i64 %936 to i32
  %938 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %937
  store i32 %934, ptr addrspace(3) %938, align 4
  %939 = extractelement <8 x i32> %923, i64 3
  %940 = or i64 %935, %444
  %941 = trunc i64 %940 to i32
  %942 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %941
  store i32 %939, ptr addrspace(3) %942, align 4
  %943 = extractelement <8 x i32> %923, i64 4
  %944 = or i64 %926, 256
  %945 = or i64 %944, %443
  %946 = trunc i64 %945 to i32
  %947 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %946
  store i32 %943, ptr addrspace(3) %947, align 4
  %948 = extractelement <8 x i32> %923, i64 5
  %949 = or i64 %944, %444
  %950 = trunc i64 %949 to i32
  %951 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %950
  store i32 %948, ptr addrspace(3) %951, align 4
  %952 = extractelement <8 x i32> %923, i64 6
  %953 = or i64 %926, 384
  %954 = or i64 %953, %443
  %955 = trunc i64 %954 to i32
  %956 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %955
  store i32 %952, ptr addrspace(3) %956, align 4
  %957 = extractelement <8 x i32> %923, i64 7
  %958 = or i64 %953, %444
  %959 = trunc i64 %958 to i32
  %960 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %959
  store i32 %957, ptr addrspace(3) %960, align 4
  br label %961

961: ; preds = %661, %656
  br i1 %657, label %656, label %962

962: ; preds = %961
  %963 = extractelement <8 x half> %571, i64 1
  %964 = extractelement <8 x half> %571, i64 3
  %965 = extractelement <8 x half> %571, i64 5
  %966 = extractelement <8 x half> %571, i64 7
  tail call void @llvm.musa.syncthreads.lm()
  %967 = load i32, ptr addrspace(3) %154, align 16
  %968 = sitofp i32 %967 to float
  %969 = fmul contract float %968, %4
  %970 = load i32, ptr addrspace(3) %156, align 4
  %971 = sitofp i32 %970 to float
  %972 = fmul contract float %971, %4
  %973 = tail call float @llvm.maxnum.f32(float %969, float %972)
  %974 = load i32, ptr addrspace(3) %158, align 8
  %975 = sitofp i32 %974 to float
  %976 = fmul contract float %975, %4
  %977 = tail call float @llvm.maxnum.f32(float %973, float %976)
  %978 = load i32, ptr addrspace(3) %160, align 4
  %979 = sitofp i32 %978 to float
  %980 = fmul contract float %979, %4
  %981 = tail call float @llvm.maxnum.f32(float %977, float %980)
  %982 = load i32, ptr addrspace(3) %162, align 16
  %983 = sitofp i32 %982 to float
  %984 = fmul contract float %983, %4
  %985 = tail call float @llvm.maxnum.f32(float %981, float %984)
  %986 = load i32, ptr addrspace(3) %164, align 4
  %987 = sitofp i32 %986 to float
  %988 = fmul contract float %987, %4
  %989 = tail call float @llvm.maxnum.f32(float %985, float %988)
  %990 = load i32, ptr addrspace(3) %166, align 8
  %991 = sitofp i32 %990 to float
  %992 = fmul contract float %991, %4
  %993 = tail call float @llvm.maxnum.f32(float %989, float %992)
  %994 = load i32, ptr addrspace(3) %168, align 4
  %995 = sitofp i32 %994 to float
  %996 = fmul contract float %995, %4
  %997 = tail call float @llvm.maxnum.f32(float %993, float %996)
  %998 = load i32, ptr addrspace(3) %170, align 16
  %999 = sitofp i32 %998 to float
  %1000 = fmul contract float %999, %4
  %1001 = tail call float @llvm.maxnum.f32(float %997, float %1000)
  %1002 = load i32, ptr addrspace(3) %172, align 4
  %1003 = sitofp i32 %1002 to float
  %1004 = fmul contract float %1003, %4
  %1005 = tail call float @llvm.maxnum.f32(float %1001, float %1004)
  %1006 = load i32, ptr addrspace(3) %174, align 8
  %1007 = sitofp i32 %1006 to float
  %1008 = fmul contract float %1007, %4
  %1009 = tail call float @llvm.maxnum.f32(float %1005, float %1008)
  %1010 = load i32, ptr addrspace(3) %176, align 4
  %1011 = sitofp i32 %1010 to float
  %1012 = fmul contract float %1011, %4
  %1013 = tail call float @llvm.maxnum.f32(float %1009, float %1012)
  %1014 = load i32, ptr addrspace(3) %178, align 16
  %1015 = sitofp i32 %1014 to float
  %1016 = fmul contract float %1015, %4
  %1017 = tail call float @llvm.maxnum.f32(float %1013, float %1016)
  %1018 = load i32, ptr addrspace(3) %180, align 4
  %1019 = sitofp i32 %1018 to float
  %1020 = fmul contract float %1019, %4
  %1021 = tail call float @llvm.maxnum.f32(float %1017, float %1020)
  %1022 = load i32, ptr addrspace(3) %182, align 8
  %1023 = sitofp i32 %1022 to float
  %1024 = fmul contract float %1023, %4
  %1025 = tail call float @llvm.maxnum.f32(float %1021, float %1024)
  %1026 = load i32, ptr addrspace(3) %184, align 4
  %1027 = sitofp i32 %1026 to float
  %1028 = fmul contract float %1027, %4
  %1029 = tail call float @llvm.maxnum.f32(float %1025, float %1028)
  %1030 = bitcast float %1029 to i32
  %1031 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1030, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %186, label %1032, label %1035

1032: ; preds = %962
  %1033 = bitcast i32 %1031 to float
  %1034 = tail call float @llvm.maxnum.f32(float %1029, float %1033)
  store float %1034, ptr addrspace(3) %446, align 4
  br label %1035

1035: ; preds = %1032, %962
  tail call void @llvm.musa.syncthreads.lm()
  %1036 = load i32, ptr addrspace(3) %188, align 16
  %1037 = sitofp i32 %1036 to float
  %1038 = fmul contract float %1037, %4
  %1039 = load float, ptr addrspace(3) %190, align 4
  %1040 = load float, ptr addrspace(3) %191, align 4
  %1041 = tail call float @llvm.maxnum.f32(float %1039, float %1040)
  %1042 = fsub contract float %1038, %1041
  %1043 = fmul float %1042, 0x3FF7154760000000
  %1044 = tail call float @llvm.exp2.f32(float %1043)
  store float %1044, ptr addrspace(3) %192, align 16
  %1045 = load i32, ptr addrspace(3) %193, align 4
  %1046 = sitofp i32 %1045 to float
  %1047 = fmul contract float %1046, %4
  %1048 = fsub contract float %1047, %1041
  %1049 = fmul float %1048, 0x3FF7154760000000
  %1050 = tail call float @llvm.exp2.f32(float %1049)
  store float %1050, ptr addrspace(3) %194, align 4
  %1051 = load i32, ptr addrspace(3) %195, align 8
  %1052 = sitofp i32 %1051 to float
  %1053 = fmul contract float %1052, %4
  %1054 = fsub contract float %1053, %1041
  %1055 = fmul float %1054, 0x3FF7154760000000
  %1056 = tail call float @llvm.exp2.f32(float %1055)
  store float %1056, ptr addrspace(3) %196, align 8
  %1057 = load i32, ptr addrspace(3) %197, align 4
  %1058 = sitofp i32 %1057 to float
  %1059 = fmul contract float %1058, %4
  %1060 = fsub contract float %1059, %1041
  %1061 = fmul float %1060, 0x3FF7154760000000
  %1062 = tail call float @llvm.exp2.f32(float %1061)
  store float %1062, ptr addrspace(3) %198, align 4
  %1063 = load i32, ptr addrspace(3) %199, align 16
  %1064 = sitofp i32 %1063 to float
  %1065 = fmul contract float %1064, %4
  %1066 = fsub contract float %1065, %1041
  %1067 = fmul float %1066, 0x3FF7154760000000
  %1068 = tail call float @llvm.exp2.f32(float %1067)
  store float %1068, ptr addrspace(3) %200, align 16
  %1069 = load i32, ptr addrspace(3) %201, align 4
  %1070 = sitofp i32 %1069 to float
  %1071 = fmul contract float %1070, %4
  %1072 = fsub contract float %1071, %1041
  %1073 = fmul float %1072, 0x3FF7154760000000
  %1074 = tail call float @llvm.exp2.f32(float %1073)
  store float %1074, ptr addrspace(3) %202, align 4
  %1075 = load i32, ptr addrspace(3) %203, align 8
  %1076 = sitofp i32 %1075 to float
  %1077 = fmul contract float %1076, %4
  %1078 = fsub contract float %1077, %1041
  %1079 = fmul float %1078, 0x3FF7154760000000
  %1080 = tail call float @llvm.exp2.f32(float %1079)
  store float %1080, ptr addrspace(3) %204, align 8
  %1081 = load i32, ptr addrspace(3) %205, align 4
  %1082 = sitofp i32 %1081 to float
  %1083 = fmul contract float %1082, %4
  %1084 = fsub contract float %1083, %1041
  %1085 = fmul float %1084, 0x3FF7154760000000
  %1086 = tail call float @llvm.exp2.f32(float %1085)
  store float %1086, ptr addrspace(3) %206, align 4
  %1087 = load i32, ptr addrspace(3) %208, align 16
  %1088 = sitofp i32 %1087 to float
  %1089 = fmul contract float %1088, %4
  %1090 = fsub contract float %1089, %1041
  %1091 = fmul float %1090, 0x3FF7154760000000
  %1092 = tail call float @llvm.exp2.f32(float %1091)
  store float %1092, ptr addrspace(3) %209, align 16
  %1093 = load i32, ptr addrspace(3) %210, align 4
  %1094 = sitofp i32 %1093 to float
  %1095 = fmul contract float %1094, %4
  %1096 = fsub contract float %1095, %1041
  %1097 = fmul float %1096, 0x3FF7154760000000
  %1098 = tail call float @llvm.exp2.f32(float %1097)
  store float %1098, ptr addrspace(3) %211, align 4
  %1099 = load i32, ptr addrspace(3) %212, align 8
  %1100 = sitofp i32 %1099 to float
  %1101 = fmul contract float %1100, %4
  %1102 = fsub contract float %1101, %1041
  %1103 = fmul float %1102, 0x3FF7154760000000
  %1104 = tail call float @llvm.exp2.f32(float %1103)
  store float %1104, ptr addrspace(3) %213, align 8
  %1105 = load i32, ptr addrspace(3) %214, align 4
  %1106 = sitofp i32 %1105 to float
  %1107 = fmul contract float %1106, %4
  %1108 = fsub contract float %1107, %1041
  %1109 = fmul float %1108, 0x3FF7154760000000
  %1110 = tail call float @llvm.exp2.f32(float %1109)
  store float %1110, ptr addrspace(3) %215, align 4
  %1111 = load i32, ptr addrspace(3) %216, align 16
  %1112 = sitofp i32 %1111 to float
  %1113 = fmul contract float %1112, %4
  %1114 = fsub contract float %1113, %1041
  %1115 = fmul float %1114, 0x3FF7154760000000
  %1116 = tail call float @llvm.exp2.f32(float %1115)
  store float %1116, ptr addrspace(3) %217, align 16
  %1117 = load i32, ptr addrspace(3) %218, align 4
  %1118 = sitofp i32 %1117 to float
  %1119 = fmul contract float %1118, %4
  %1120 = fsub contract float %1119, %1041
  %1121 = fmul float %1120, 0x3FF7154760000000
  %1122 = tail call float @llvm.exp2.f32(float %1121)
  store float %1122, ptr addrspace(3) %219, align 4
  %1123 = load i32, ptr addrspace(3) %220, align 8
  %1124 = sitofp i32 %1123 to float
  %1125 = fmul contract float %1124, %4
  %1126 = fsub contract float %1125, %1041
  %1127 = fmul float %1126, 0x3FF7154760000000
  %1128 = tail call float @llvm.exp2.f32(float %1127)
  store float %1128, ptr addrspace(3) %221, align 8
  %1129 = load i32, ptr addrspace(3) %222, align 4
  %1130 = sitofp i32 %1129 to float
  %1131 = fmul contract float %1130, %4
  %1132 = fsub contract float %1131, %1041
  %1133 = fmul float %1132, 0x3FF7154760000000
  %1134 = tail call float @llvm.exp2.f32(float %1133)
  store float %1134, ptr addrspace(3) %223, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1135, label %1142

1135: ; preds = %1035
  %1136 = load float, ptr addrspace(3) %447, align 4
  %1137 = load float, ptr addrspace(3) %448, align 4
  %1138 = tail call float @llvm.maxnum.f32(float %1136, float %1137)
  %1139 = fsub contract float %1136, %1138
  %1140 = fmul float %1139, 0x3FF7154760000000
  %1141 = tail call float @llvm.exp2.f32(float %1140)
  store float %1141, ptr addrspace(3) %449, align 4
  br label %1142

1142: ; preds = %1135, %1035
  tail call void @llvm.musa.syncthreads.lm()
  %1143 = load float, ptr addrspace(3) %224, align 16
  %1144 = fadd reassoc float %1143, 0.000000e+00
  %1145 = load float, ptr addrspace(3) %225, align 4
  %1146 = fadd reassoc float %1144, %1145
  %1147 = load float, ptr addrspace(3) %226, align 8
  %1148 = fadd reassoc float %1146, %1147
  %1149 = load float, ptr addrspace(3) %227, align 4
  %1150 = fadd reassoc float %1148, %1149
  %1151 = load float, ptr addrspace(3) %228, align 16
  %1152 = fadd reassoc float %1150, %1151
  %1153 = load float, ptr addrspace(3) %229, align 4
  %1154 = fadd reassoc float %1152, %1153
  %1155 = load float, ptr addrspace(3) %230, align 8
  %1156 = fadd reassoc float %1154, %1155
  %1157 = load float, ptr addrspace(3) %231, align 4
  %1158 = fadd reassoc float %1156, %1157
  %1159 = load float, ptr addrspace(3) %232, align 16
  %1160 = fadd reassoc float %1158, %1159
  %1161 = load float, ptr addrspace(3) %233, align 4
  %1162 = fadd reassoc float %1160, %1161
  %1163 = load float, ptr addrspace(3) %234, align 8
  %1164 = fadd reassoc float %1162, %1163
  %1165 = load float, ptr addrspace(3) %235, align 4
  %1166 = fadd reassoc float %1164, %1165
  %1167 = load float, ptr addrspace(3) %236, align 16
  %1168 = fadd reassoc float %1166, %1167
  %1169 = load float, ptr addrspace(3) %237, align 4
  %1170 = fadd reassoc float %1168, %1169
  %1171 = load float, ptr addrspace(3) %238, align 8
  %1172 = fadd reassoc float %1170, %1171
  %1173 = load float, ptr addrspace(3) %239, align 4
  %1174 = fadd reassoc float %1172, %1173
  %1175 = bitcast float %1174 to i32
  %1176 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1175, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %186, label %1177, label %1180

1177: ; preds = %1142
  %1178 = bitcast i32 %1176 to float
  %1179 = fadd reassoc float %1174, %1178
  store float %1179, ptr addrspace(3) %450, align 4
  br label %1180

1180: ; preds = %1177, %1142
  tail call void @llvm.musa.syncthreads.lm()
  %1181 = load float, ptr addrspace(3) %242, align 16
  %1182 = load <4 x float>, ptr addrspace(3) %245, align 4
  %1183 = load float, ptr addrspace(3) %248, align 4
  %1184 = load <2 x float>, ptr addrspace(3) %251, align 8
  %1185 = insertelement <8 x float> poison, float %1181, i64 0
  %1186 = shufflevector <4 x float> %1182, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %1187 = shufflevector <8 x float> %1185, <8 x float> %1186, <8 x i32> <i32 0, i32 8, i32 9, i32 10, i32 11, i32 poison, i32 poison, i32 poison>
  %1188 = insertelement <8 x float> %1187, float %1183, i64 5
  %1189 = shufflevector <2 x float> %1184, <2 x float> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1190 = shufflevector <8 x float> %1188, <8 x float> %1189, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>
  %1191 = fptrunc <8 x float> %1190 to <8 x half>
  store <8 x half> %1191, ptr addrspace(3) %252, align 16
  %1192 = load <8 x float>, ptr addrspace(3) %256, align 16
  %1193 = fptrunc <8 x float> %1192 to <8 x half>
  store <8 x half> %1193, ptr addrspace(3) %257, align 16
  tail call void @llvm.musa.syncthreads.lm()
  %1194 = load float, ptr addrspace(3) %258, align 4
  %1195 = fmul contract float %546, %1194
  store float %1195, ptr addrspace(3) %259, align 16
  %1196 = fmul contract float %545, %1194
  store float %1196, ptr addrspace(3) %260, align 4
  %1197 = fmul contract float %544, %1194
  store float %1197, ptr addrspace(3) %261, align 8
  %1198 = fmul contract float %543, %1194
  store float %1198, ptr addrspace(3) %262, align 4
  %1199 = fmul contract float %542, %1194
  store float %1199, ptr addrspace(3) %263, align 16
  %1200 = fmul contract float %541, %1194
  store float %1200, ptr addrspace(3) %264, align 4
  %1201 = fmul contract float %540, %1194
  store float %1201, ptr addrspace(3) %265, align 8
  %1202 = fmul contract float %539, %1194
  store float %1202, ptr addrspace(3) %266, align 4
  %1203 = fmul contract float %538, %1194
  store float %1203, ptr addrspace(3) %267, align 16
  %1204 = fmul contract float %537, %1194
  store float %1204, ptr addrspace(3) %268, align 4
  %1205 = fmul contract float %536, %1194
  store float %1205, ptr addrspace(3) %269, align 8
  %1206 = fmul contract float %535, %1194
  store float %1206, ptr addrspace(3) %270, align 4
  %1207 = fmul contract float %534, %1194
  store float %1207, ptr addrspace(3) %271, align 16
  %1208 = fmul contract float %533, %1194
  store float %1208, ptr addrspace(3) %272, align 4
  %1209 = fmul contract float %532, %1194
  store float %1209, ptr addrspace(3) %273, align 8
  %1210 = fmul contract float %531, %1194
  store float %1210, ptr addrspace(3) %274, align 4
  %1211 = load float, ptr addrspace(3) %275, align 4
  %1212 = fmul contract float %530, %1211
  store float %1212, ptr addrspace(3) %276, align 16
  %1213 = fmul contract float %529, %1211
  store float %1213, ptr addrspace(3) %278, align 4
  %1214 = fmul contract float %528, %1211
  store float %1214, ptr addrspace(3) %280, align 8
  %1215 = fmul contract float %527, %1211
  store float %1215, ptr addrspace(3) %282, align 4
  %1216 = fmul contract float %526, %1211
  store float %1216, ptr addrspace(3) %284, align 16
  %1217 = fmul contract float %525, %1211
  store float %1217, ptr addrspace(3) %286, align 4
  %1218 = fmul contract float %524, %1211
  store float %1218, ptr addrspace(3) %288, align 8
  %1219 = fmul contract float %523, %1211
  store float %1219, ptr addrspace(3) %290, align 4
  %1220 = fmul contract float %522, %1211
  store float %1220, ptr addrspace(3) %293, align 16
  %1221 = fmul contract float %521, %1211
  store float %1221, ptr addrspace(3) %295, align 4
  %1222 = fmul contract float %520, %1211
  store float %1222, ptr addrspace(3) %297, align 8
  %1223 = fmul contract float %519, %1211
  store float %1223, ptr addrspace(3) %299, align 4
  %1224 = fmul contract float %518, %1211
  store float %1224, ptr addrspace(3) %301, align 16
  %1225 = fmul contract float %517, %1211
  store float %1225, ptr addrspace(3) %303, align 4
  %1226 = fmul contract float %516, %1211
  store float %1226, ptr addrspace(3) %305, align 8
  %1227 = fmul contract float %515, %1211
  store float %1227, ptr addrspace(3) %307, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %1228

1228: ; preds = %1180, %1437
  %1229 = phi i64 [ 0, %1180 ], [ %1438, %1437 ]
  %1230 = shl nuw nsw i64 %1229, 2
  %1231 = add nuw nsw i64 %1230, %133
  %1232 = icmp ult i64 %1231, 16
  br i1 %1232, label %1233, label %1437

1233: ; preds = %1228
  %1234 = shl nuw nsw i64 %1231, 2
  %1235 = and i64 %1234, 48
  %1236 = or i64 %1235, %146
  %1237 = shl nuw nsw i64 %1236, 6
  %1238 = or i64 %1237, %452
  %1239 = trunc i64 %1238 to i32
  %1240 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %1239
  %1241 = load i32, ptr addrspace(3) %1240, align 4
  %1242 = or i64 %1237, %453
  %1243 = trunc i64 %1242 to i32
  %1244 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %1243
  %1245 = load i32, ptr addrspace(3) %1244, align 4
  %1246 = or i64 %1237, 256
  %1247 = or i64 %1246, %452
  %1248 = trunc i64 %1247 to i32
  %1249 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %1248
  %1250 = load i32, ptr addrspace(3) %1249, align 4
  %1251 = or i64 %1246, %453
  %1252 = trunc i64 %1251 to i32
  %1253 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %1252
  %1254 = load i32, ptr addrspace(3) %1253, align 4
  %1255 = or i64 %1237, 512
  %1256 = or i64 %1255, %452
  %1257 = trunc i64 %1256 to i32
  %1258 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %1257
  %1259 = load i32, ptr addrspace(3) %1258, align 4
  %1260 = or i64 %1255, %453
  %1261 = trunc i64 %1260 to i32
  %1262 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %1261
  %1263 = load i32, ptr addrspace(3) %1262, align 4
  %1264 = or i64 %1237, 768
  %1265 = or i64 %1264, %452
  %1266 = trunc i64 %1265 to i32
  %1267 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %1266
  %1268 = load i32, ptr addrspace(3) %1267, align 4
  %1269 = or i64 %1264, %453
  %1270 = trunc i64 %1269 to i32
  %1271 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %1270
  %1272 = load i32, ptr addrspace(3) %1271, align 4
  %1273 = insertelement <8 x i32> poison, i32 %1241, i64 0
  %1274 = insertelement <8 x i32> %1273, i32 %1245, i64 1
  %1275 = insertelement <8 x i32> %1274, i32 %1250, i64 2
  %1276 = insertelement <8 x i32> %1275, i32 %1254, i64 3
  %1277 = insertelement <8 x i32> %1276, i32 %1259, i64 4
  %1278 = insertelement <8 x i32> %1277, i32 %1263, i64 5
  %1279 = insertelement <8 x i32> %1278, i32 %1268, i64 6
  %1280 = insertelement <8 x i32> %1279, i32 %1272, i64 7
  %1281 = or i64 %1235, %144
  %1282 = mul nuw nsw i64 %1281, 40
  %1283 = or i64 %1282, %134
  %1284 = trunc i64 %1283 to i32
  %1285 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1284
  %1286 = load half, ptr addrspace(3) %1285, align 2
  %1287 = or i64 %1282, %314
  %1288 = trunc i64 %1287 to i32
  %1289 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1288
  %1290 = load half, ptr addrspace(3) %1289, align 2
  %1291 = add nuw nsw i64 %1282, %315
  %1292 = trunc i64 %1291 to i32
  %1293 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1292
  %1294 = load half, ptr addrspace(3) %1293, align 2
  %1295 = add nuw nsw i64 %1282, %316
  %1296 = trunc i64 %1295 to i32
  %1297 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1296
  %1298 = load half, ptr addrspace(3) %1297, align 2
  %1299 = add nuw nsw i64 %1282, %317
  %1300 = trunc i64 %1299 to i32
  %1301 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1300
  %1302 = load half, ptr addrspace(3) %1301, align 2
  %1303 = add nuw nsw i64 %1282, %318
  %1304 = trunc i64 %1303 to i32
  %1305 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1304
  %1306 = load half, ptr addrspace(3) %1305, align 2
  %1307 = add nuw nsw i64 %1282, %319
  %1308 = trunc i64 %1307 to i32
  %1309 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1308
  %1310 = load half, ptr addrspace(3) %1309, align 2
  %1311 = add nuw nsw i64 %1282, %320
  %1312 = trunc i64 %1311 to i32
  %1313 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1312
  %1314 = load half, ptr addrspace(3) %1313, align 2
  %1315 = add nuw nsw i64 %1282, 320
  %1316 = or i64 %1315, %134
  %1317 = trunc i64 %1316 to i32
  %1318 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1317
  %1319 = load half, ptr addrspace(3) %1318, align 2
  %1320 = or i64 %1315, %314
  %1321 = trunc i64 %1320 to i32
  %1322 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1321
  %1323 = load half, ptr addrspace(3) %1322, align 2
  %1324 = add nuw nsw i64 %1315, %315
  %1325 = trunc i64 %1324 to i32
  %1326 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1325
  %1327 = load half, ptr addrspace(3) %1326, align 2
  %1328 = add nuw nsw i64 %1315, %316
  %1329 = trunc i64 %1328 to i32
  %1330 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1329
  %1331 = load half, ptr addrspace(3) %1330, align 2
  %1332 = add nuw nsw i64 %1315, %317
  %1333 = trunc i64 %1332 to i32
  %1334 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1333
  %1335 = load half, ptr addrspace(3) %1334, align 2
  %1336 = add nuw nsw i64 %1315, %318
  %1337 = trunc i64 %1336 to i32
  %1338 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1337
  %1339 = load half, ptr addrspace(3) %1338, align 2
  %1340 = add nuw nsw i64 %1315, %319
  %1341 = trunc i64 %1340 to i32
  %1342 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1341
  %1343 = load half, ptr addrspace(3) %1342, align 2
  %1344 = add nuw nsw i64 %1315, %320
  %1345 = trunc i64 %1344 to i32
  %1346 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1345
  %1347 = load half, ptr addrspace(3) %1346, align 2
  %1348 = insertelement <2 x half> poison, half %1286, i64 0
  %1349 = insertelement <2 x half> %1348, half %1290, i64 1
  %1350 = bitcast <2 x half> %1349 to i32
  %1351 = insertelement <2 x half> poison, half %1294, i64 0
  %1352 = insertelement <2 x half> %1351, half %1298, i64 1
  %1353 = bitcast <2 x half> %1352 to i32
  %1354 = insertelement <2 x half> poison, half %1302, i64 0
  %1355 = insertelement <2 x half> %1354, half %1306, i64 1
  %1356 = bitcast <2 x half> %1355 to i32
  %1357 = insertelement <2 x half> poison, half %1310, i64 0
  %1358 = insertelement <2 x half> %1357, half %1314, i64 1
  %1359 = bitcast <2 x half> %1358 to i32
  %1360 = insertelement <2 x half> poison, half %1319, i64 0
  %1361 = insertelement <2 x half> %1360, half %1323, i64 1
  %1362 = bitcast <2 x half> %1361 to i32
  %1363 = insertelement <2 x half> poison, half %1327, i64 0
  %1364 = insertelement <2 x half> %1363, half %1331, i64 1
  %1365 = bitcast <2 x half> %1364 to i32
  %1366 = insertelement <2 x half> poison, half %1335, i64 0
  %1367 = insertelement <2 x half> %1366, half %1339, i64 1
  %1368 = bitcast <2 x half> %1367 to i32
  %1369 = insertelement <2 x half> poison, half %1343, i64 0
  %1370 = insertelement <2 x half> %1369, half %1347, i64 1
  %1371 = bitcast <2 x half> %1370 to i32
  %1372 = insertelement <8 x i32> poison, i32 %1350, i64 0
  %1373 = insertelement <8 x i32> %1372, i32 %1353, i64 1
  %1374 = insertelement <8 x i32> %1373, i32 %1356, i64 2
  %1375 = insertelement <8 x i32> %1374, i32 %1359, i64 3
  %1376 = insertelement <8 x i32> %1375, i32 %1362, i64 4
  %1377 = insertelement <8 x i32> %1376, i32 %1365, i64 5
  %1378 = insertelement <8 x i32> %1377, i32 %1368, i64 6
  %1379 = insertelement <8 x i32> %1378, i32 %1371, i64 7
  %1380 = load half, ptr addrspace(3) %458, align 2
  %1381 = load half, ptr addrspace(3) %462, align 2
  %1382 = load half, ptr addrspace(3) %466, align 2
  %1383 = load half, ptr addrspace(3) %470, align 2
  %1384 = load half, ptr addrspace(3) %474, align 2
  %1385 = load half, ptr addrspace(3) %478, align 2
  %1386 = load half, ptr addrspace(3) %482, align 2
  %1387 = load half, ptr addrspace(3) %486, align 2
  %1388 = load half, ptr addrspace(3) %490, align 2
  %1389 = load half, ptr addrspace(3) %493, align 2
  %1390 = load half, ptr addrspace(3) %496, align 2
  %1391 = load half, ptr addrspace(3) %499, align 2
  %1392 = load half, ptr addrspace(3) %502, align 2
  %1393 = load half, ptr addrspace(3) %505, align 2
  %1394 = load half, ptr addrspace(3) %508, align 2
  %1395 = load half, ptr addrspace(3) %511, align 2
  %1396 = insertelement <2 x half> poison, half %1380, i64 0
  %1397 = insertelement <2 x half> %1396, half %1381, i64 1
  %1398 = bitcast <2 x half> %1397 to i32
  %1399 = insertelement <2 x half> poison, half %1382, i64 0
  %1400 = insertelement <2 x half> %1399, half %1383, i64 1
  %1401 = bitcast <2 x half> %1400 to i32
  %1402 = insertelement <2 x half> poison, half %1384, i64 0
  %1403 = insertelement <2 x half> %1402, half %1385, i64 1
  %1404 = bitcast <2 x half> %1403 to i32
  %1405 = insertelement <2 x half> poison, half %1386, i64 0
  %1406 = insertelement <2 x half> %1405, half %1387, i64 1
  %1407 = bitcast <2 x half> %1406 to i32
  %1408 = insertelement <2 x half> poison, half %1388, i64 0
  %1409 = insertelement <2 x half> %1408, half %1389, i64 1
  %1410 = bitcast <2 x half> %1409 to i32
  %1411 = insertelement <2 x half> poison, half %1390, i64 0
  %1412 = insertelement <2 x half> %1411, half %1391, i64 1
  %1413 = bitcast <2 x half> %1412 to i32
  %1414 = insertelement <2 x half> poison, half %1392, i64 0
  %1415 = insertelement <2 x half> %1414, half %1393, i64 1
  %1416 = bitcast <2 x half> %1415 to i32
  %1417 = insertelement <2 x half> poison, half %1394, i64 0
  %1418 = insertelement <2 x half> %1417, half %1395, i64 1
  %1419 = bitcast <2 x half> %1418 to i32
  %1420 = insertelement <8 x i32> poison, i32 %1398, i64 0
  %1421 = insertelement <8 x i32> %1420, i32 %1401, i64 1
  %1422 = insertelement <8 x i32> %1421, i32 %1404, i64 2
  %1423 = insertelement <8 x i32> %1422, i32 %1407, i64 3
  %1424 = insertelement <8 x i32> %1423, i32 %1410, i64 4
  %1425 = insertelement <8 x i32> %1424, i32 %1413, i64 5
  %1426 = insertelement <8 x i32> %1425, i32 %1416, i64 6
  %1427 = insertelement <8 x i32> %1426, i32 %1419, i64 7
  %1428 = tail call <8 x i32> @llvm.musa.ffmma.m16n16k32.mma(<8 x i32> %1379, <8 x i32> %1427, <8 x i32> %1280, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %1428 to <8 x float>
  %1429 = extractelement <8 x float> %bc, i64 0
  store float %1429, ptr addrspace(3) %1240, align 4
  %1430 = extractelement <8 x float> %bc, i64 1
  store float %1430, ptr addrspace(3) %1244, align 4
  %1431 = extractelement <8 x float> %bc, i64 2
  store float %1431, ptr addrspace(3) %1249, align 4
  %1432 = extractelement <8 x float> %bc, i64 3
  store float %1432, ptr addrspace(3) %1253, align 4
  %1433 = extractelement <8 x float> %bc, i64 4
  store float %1433, ptr addrspace(3) %1258, align 4
  %1434 = extractelement <8 x float> %bc, i64 5
  store float %1434, ptr addrspace(3) %1262, align 4
  %1435 = extractelement <8 x float> %bc, i64 6
  store float %1435, ptr addrspace(3) %1267, align 4
  %1436 = extractelement <8 x float> %bc, i64 7
  store float %1436, ptr addrspace(3) %1271, align 4
  br label %1437

1437: ; preds = %1233, %1228
  %1438 = add nuw nsw i64 %1229, 1
  %1439 = icmp ult i64 %1229, 3
  br i1 %1439, label %1228, label %1440

1440: ; preds = %1437
  tail call void @llvm.musa.syncthreads.lm()
  %1441 = load <8 x float>, ptr addrspace(3) %259, align 16
  %1442 = load float, ptr addrspace(3) %267, align 16
  %1443 = load float, ptr addrspace(3) %268, align 4
  %1444 = load float, ptr addrspace(3) %269, align 8
  %1445 = load float, ptr addrspace(3) %270, align 4
  %1446 = load float, ptr addrspace(3) %271, align 16
  %1447 = load float, ptr addrspace(3) %272, align 4
  %1448 = load float, ptr addrspace(3) %273, align 8
  %1449 = load float, ptr addrspace(3) %274, align 4
  %1450 = load <8 x float>, ptr addrspace(3) %276, align 16
  %1451 = load <8 x float>, ptr addrspace(3) %293, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1452, label %1458

1452: ; preds = %1440
  %1453 = load float, ptr addrspace(3) %512, align 4
  %1454 = load float, ptr addrspace(3) %449, align 4
  %1455 = fmul contract float %1453, %1454
  %1456 = load float, ptr addrspace(3) %513, align 4
  %1457 = fadd contract float %1455, %1456
  store float %1457, ptr addrspace(3) %512, align 4
  br label %1458

1458: ; preds = %1452, %1440
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1459, label %1463

1459: ; preds = %1458
  %1460 = load float, ptr addrspace(3) %447, align 4
  %1461 = load float, ptr addrspace(3) %448, align 4
  %1462 = tail call float @llvm.maxnum.f32(float %1460, float %1461)
  store float %1462, ptr addrspace(3) %447, align 4
  br label %1463

1463: ; preds = %1459, %1458
  tail call void @llvm.musa.syncthreads.lm()
  store half %559, ptr addrspace(3) %55, align 16
  store half %560, ptr addrspace(3) %57, align 2
  store half %561, ptr addrspace(3) %59, align 4
  store half %562, ptr addrspace(3) %61, align 2
  store half %563, ptr addrspace(3) %63, align 8
  store half %564, ptr addrspace(3) %65, align 2
  store half %565, ptr addrspace(3) %67, align 4
  store half %566, ptr addrspace(3) %69, align 2
  store half %572, ptr addrspace(3) %72, align 16
  store half %963, ptr addrspace(3) %74, align 2
  store half %573, ptr addrspace(3) %76, align 4
  store half %964, ptr addrspace(3) %78, align 2
  store half %574, ptr addrspace(3) %80, align 8
  store half %965, ptr addrspace(3) %82, align 2
  store half %575, ptr addrspace(3) %84, align 4
  store half %966, ptr addrspace(3) %86, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %1464 = extractelement <8 x float> %1441, i64 0
  %1465 = extractelement <8 x float> %1441, i64 1
  %1466 = extractelement <8 x float> %1441, i64 2
  %1467 = extractelement <8 x float> %1441, i64 3
  %1468 = extractelement <8 x float> %1441, i64 4
  %1469 = extractelement <8 x float> %1441, i64 5
  %1470 = extractelement <8 x float> %1441, i64 6
  %1471 = extractelement <8 x float> %1441, i64 7
  %1472 = extractelement <8 x float> %1450, i64 0
  %1473 = extractelement <8 x float> %1450, i64 1
  %1474 = extractelement <8 x float> %1450, i64 2
  %1475 = extractelement <8 x float> %1450, i64 3
  %1476 = extractelement <8 x float> %1450, i64 4
  %1477 = extractelement <8 x float> %1450, i64 5
  %1478 = extractelement <8 x float> %1450, i64 6
  %1479 = extractelement <8 x float> %1450, i64 7
  %1480 = extractelement <8 x float> %1451, i64 0
  %1481 = extractelement <8 x float> %1451, i64 1
  %1482 = extractelement <8 x float> %1451, i64 2
  %1483 = extractelement <8 x float> %1451, i64 3
  %1484 = extractelement <8 x float> %1451, i64 4
  %1485 = extractelement <8 x float> %1451, i64 5
  %1486 = extractelement <8 x float> %1451, i64 6
  %1487 = extractelement <8 x float> %1451, i64 7
  br i1 %549, label %514, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1463
  %1488 = insertelement <8 x float> poison, float %1442, i64 0
  %1489 = insertelement <8 x float> %1488, float %1443, i64 1
  %1490 = insertelement <8 x float> %1489, float %1444, i64 2
  %1491 = insertelement <8 x float> %1490, float %1445, i64 3
  %1492 = insertelement <8 x float> %1491, float %1446, i64 4
  %1493 = insertelement <8 x float> %1492, float %1447, i64 5
  %1494 = insertelement <8 x float> %1493, float %1448, i64 6
  %1495 = insertelement <8 x float> %1494, float %1449, i64 7
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %43
  %1496 = phi <8 x float> [ zeroinitializer, %43 ], [ %1441, %._crit_edge.loopexit ]
  %1497 = phi <8 x float> [ zeroinitializer, %43 ], [ %1495, %._crit_edge.loopexit ]
  %1498 = phi <8 x float> [ zeroinitializer, %43 ], [ %1450, %._crit_edge.loopexit ]
  %1499 = phi <8 x float> [ zeroinitializer, %43 ], [ %1451, %._crit_edge.loopexit ]
  %1500 = getelementptr float, ptr addrspace(3) @global_smem, i32 %23
  %1501 = load float, ptr addrspace(3) %1500, align 4
  %1502 = insertelement <8 x float> poison, float %1501, i64 0
  %1503 = shufflevector <8 x float> %1502, <8 x float> poison, <8 x i32> zeroinitializer
  %1504 = fdiv <8 x float> %1496, %1503
  %1505 = fptrunc <8 x float> %1504 to <8 x half>
  %1506 = getelementptr half, ptr addrspace(1) %3, i64 %89
  %1507 = getelementptr half, ptr addrspace(1) %1506, i64 %20
  store <8 x half> %1505, ptr addrspace(1) %1507, align 16
  %1508 = fdiv <8 x float> %1497, %1503
  %1509 = fptrunc <8 x float> %1508 to <8 x half>
  %1510 = getelementptr half, ptr addrspace(1) %1506, i64 %22
  store <8 x half> %1509, ptr addrspace(1) %1510, align 16
  %1511 = getelementptr float, ptr addrspace(3) @global_smem, i32 %95
  %1512 = load float, ptr addrspace(3) %1511, align 4
  %1513 = insertelement <8 x float> poison, float %1512, i64 0
  %1514 = shufflevector <8 x float> %1513, <8 x float> poison, <8 x i32> zeroinitializer
  %1515 = fdiv <8 x float> %1498, %1514
  %1516 = fptrunc <8 x float> %1515 to <8 x half>
  %1517 = getelementptr half, ptr addrspace(1) %3, i64 %98
  %1518 = getelementptr half, ptr addrspace(1) %1517, i64 %20
  store <8 x half> %1516, ptr addrspace(1) %1518, align 16
  %1519 = fdiv <8 x float> %1499, %1514
  %1520 = fptrunc <8 x float> %1519 to <8 x half>
  %1521 = getelementptr half, ptr addrspace(1) %1517, i64 %22
  store <8 x half> %1520, ptr addrspace(1) %1521, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 128}
