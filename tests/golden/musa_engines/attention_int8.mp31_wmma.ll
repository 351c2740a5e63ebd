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
  %308 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %54
  %309 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %71
  %310 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %73
  %311 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %81
  %312 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %83
  %313 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %85
  %314 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %103
  %315 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %292
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %43
  %urem = and i64 %8, 7
  %316 = shl i64 %107, 32
  %317 = ashr exact i64 %316, 32
  %318 = shl i64 %128, 32
  %319 = ashr exact i64 %318, 32
  %320 = shl nuw nsw i64 %133, 4
  %321 = and i64 %320, 16
  %322 = or i64 %134, 4
  %323 = or i64 %134, 8
  %324 = or i64 %134, 12
  %325 = or i64 %134, 16
  %326 = or i64 %134, 20
  %327 = or i64 %134, 24
  %328 = or i64 %134, 28
  %329 = or i64 %134, 32
  %330 = or i64 %134, 36
  %331 = or i64 %134, 40
  %332 = or i64 %134, 44
  %333 = or i64 %134, 48
  %334 = or i64 %134, 52
  %335 = or i64 %134, 56
  %336 = or i64 %134, 60
  %337 = or i64 %144, %321
  %338 = mul nuw nsw i64 %134, 40
  %339 = add nuw nsw i64 %337, %338
  %340 = trunc i64 %339 to i32
  %341 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %340
  %342 = mul nuw nsw i64 %322, 40
  %343 = add nuw nsw i64 %337, %342
  %344 = trunc i64 %343 to i32
  %345 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %344
  %346 = mul nuw nsw i64 %323, 40
  %347 = add nuw nsw i64 %337, %346
  %348 = trunc i64 %347 to i32
  %349 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %348
  %350 = mul nuw nsw i64 %324, 40
  %351 = add nuw nsw i64 %337, %350
  %352 = trunc i64 %351 to i32
  %353 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %352
  %354 = mul nuw nsw i64 %325, 40
  %355 = add nuw nsw i64 %337, %354
  %356 = trunc i64 %355 to i32
  %357 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %356
  %358 = mul nuw nsw i64 %326, 40
  %359 = add nuw nsw i64 %337, %358
  %360 = trunc i64 %359 to i32
  %361 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %360
  %362 = mul nuw nsw i64 %327, 40
  %363 = add nuw nsw i64 %337, %362
  %364 = trunc i64 %363 to i32
  %365 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %364
  %366 = mul nuw nsw i64 %328, 40
  %367 = add nuw nsw i64 %337, %366
  %368 = trunc i64 %367 to i32
  %369 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %368
  %370 = mul nuw nsw i64 %329, 40
  %371 = add nuw nsw i64 %337, %370
  %372 = trunc i64 %371 to i32
  %373 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %372
  %374 = mul nuw nsw i64 %330, 40
  %375 = add nuw nsw i64 %337, %374
  %376 = trunc i64 %375 to i32
  %377 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %376
  %378 = mul nuw nsw i64 %331, 40
  %379 = add nuw nsw i64 %337, %378
  %380 = trunc i64 %379 to i32
  %381 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %380
  %382 = mul nuw nsw i64 %332, 40
  %383 = add nuw nsw i64 %337, %382
  %384 = trunc i64 %383 to i32
  %385 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %384
  %386 = mul nuw nsw i64 %333, 40
  %387 = add nuw nsw i64 %337, %386
  %388 = trunc i64 %387 to i32
  %389 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %388
  %390 = mul nuw nsw i64 %334, 40
  %391 = add nuw nsw i64 %337, %390
  %392 = trunc i64 %391 to i32
  %393 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %392
  %394 = mul nuw nsw i64 %335, 40
  %395 = add nuw nsw i64 %337, %394
  %396 = trunc i64 %395 to i32
  %397 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %396
  %398 = mul nuw nsw i64 %336, 40
  %399 = add nuw nsw i64 %337, %398
  %400 = trunc i64 %399 to i32
  %401 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %400
  %402 = or i64 %337, 8
  %403 = add nuw nsw i64 %402, %338
  %404 = trunc i64 %403 to i32
  %405 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %404
  %406 = add nuw nsw i64 %402, %342
  %407 = trunc i64 %406 to i32
  %408 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %407
  %409 = add nuw nsw i64 %402, %346
  %410 = trunc i64 %409 to i32
  %411 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %410
  %412 = add nuw nsw i64 %402, %350
  %413 = trunc i64 %412 to i32
  %414 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %413
  %415 = add nuw nsw i64 %402, %354
  %416 = trunc i64 %415 to i32
  %417 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %416
  %418 = add nuw nsw i64 %402, %358
  %419 = trunc i64 %418 to i32
  %420 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %419
  %421 = add nuw nsw i64 %402, %362
  %422 = trunc i64 %421 to i32
  %423 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %422
  %424 = add nuw nsw i64 %402, %366
  %425 = trunc i64 %424 to i32
  %426 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %425
  %427 = add nuw nsw i64 %402, %370
  %428 = trunc i64 %427 to i32
  %429 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %428
  %430 = add nuw nsw i64 %402, %374
  %431 = trunc i64 %430 to i32
  %432 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %431
  %433 = add nuw nsw i64 %402, %378
  %434 = trunc i64 %433 to i32
  %435 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %434
  %436 = add nuw nsw i64 %402, %382
  %437 = trunc i64 %436 to i32
  %438 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %437
  %439 = add nuw nsw i64 %402, %386
  %440 = trunc i64 %439 to i32
  %441 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %440
  %442 = add nuw nsw i64 %402, %390
  %443 = trunc i64 %442 to i32
  %444 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %443
  %445 = add nuw nsw i64 %402, %394
  %446 = trunc i64 %445 to i32
  %447 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %446
  %448 = add nuw nsw i64 %402, %398
  %449 = trunc i64 %448 to i32
  %450 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %449
  %451 = or i64 %321, %urem
  %452 = or i64 %451, 8
  %453 = lshr i32 %7, 1
  %454 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %453
  %455 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %456 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 19456), i32 %7
  %457 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27904), i32 %7
  %458 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28160), i32 %453
  %459 = and i64 %320, 48
  %460 = or i64 %459, %urem
  %461 = or i64 %460, 8
  %462 = or i64 %144, %459
  %463 = shl nuw nsw i64 %134, 6
  %464 = or i64 %462, %463
  %465 = trunc i64 %464 to i32
  %466 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %465
  %467 = shl nuw nsw i64 %322, 6
  %468 = or i64 %462, %467
  %469 = trunc i64 %468 to i32
  %470 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %469
  %471 = shl nuw nsw i64 %323, 6
  %472 = or i64 %462, %471
  %473 = trunc i64 %472 to i32
  %474 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %473
  %475 = shl nuw nsw i64 %324, 6
  %476 = or i64 %462, %475
  %477 = trunc i64 %476 to i32
  %478 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %477
  %479 = shl nuw nsw i64 %325, 6
  %480 = or i64 %462, %479
  %481 = trunc i64 %480 to i32
  %482 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %481
  %483 = shl nuw nsw i64 %326, 6
  %484 = or i64 %462, %483
  %485 = trunc i64 %484 to i32
  %486 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %485
  %487 = shl nuw nsw i64 %327, 6
  %488 = or i64 %462, %487
  %489 = trunc i64 %488 to i32
  %490 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %489
  %491 = shl nuw nsw i64 %328, 6
  %492 = or i64 %462, %491
  %493 = trunc i64 %492 to i32
  %494 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %493
  %495 = or i64 %462, 8
  %496 = or i64 %495, %463
  %497 = trunc i64 %496 to i32
  %498 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %497
  %499 = or i64 %495, %467
  %500 = trunc i64 %499 to i32
  %501 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %500
  %502 = or i64 %495, %471
  %503 = trunc i64 %502 to i32
  %504 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %503
  %505 = or i64 %495, %475
  %506 = trunc i64 %505 to i32
  %507 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %506
  %508 = or i64 %495, %479
  %509 = trunc i64 %508 to i32
  %510 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %509
  %511 = or i64 %495, %483
  %512 = trunc i64 %511 to i32
  %513 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %512
  %514 = or i64 %495, %487
  %515 = trunc i64 %514 to i32
  %516 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %515
  %517 = or i64 %495, %491
  %518 = trunc i64 %517 to i32
  %519 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %518
  %520 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %521 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28160), i32 %7
  br label %522

522: ; preds = %.lr.ph, %1476
  %523 = phi float [ 0.000000e+00, %.lr.ph ], [ %1500, %1476 ]
  %524 = phi float [ 0.000000e+00, %.lr.ph ], [ %1499, %1476 ]
  %525 = phi float [ 0.000000e+00, %.lr.ph ], [ %1498, %1476 ]
  %526 = phi float [ 0.000000e+00, %.lr.ph ], [ %1497, %1476 ]
  %527 = phi float [ 0.000000e+00, %.lr.ph ], [ %1496, %1476 ]
  %528 = phi float [ 0.000000e+00, %.lr.ph ], [ %1495, %1476 ]
  %529 = phi float [ 0.000000e+00, %.lr.ph ], [ %1494, %1476 ]
  %530 = phi float [ 0.000000e+00, %.lr.ph ], [ %1493, %1476 ]
  %531 = phi float [ 0.000000e+00, %.lr.ph ], [ %1492, %1476 ]
  %532 = phi float [ 0.000000e+00, %.lr.ph ], [ %1491, %1476 ]
  %533 = phi float [ 0.000000e+00, %.lr.ph ], [ %1490, %1476 ]
  %534 = phi float [ 0.000000e+00, %.lr.ph ], [ %1489, %1476 ]
  %535 = phi float [ 0.000000e+00, %.lr.ph ], [ %1488, %1476 ]
  %536 = phi float [ 0.000000e+00, %.lr.ph ], [ %1487, %1476 ]
  %537 = phi float [ 0.000000e+00, %.lr.ph ], [ %1486, %1476 ]
  %538 = phi float [ 0.000000e+00, %.lr.ph ], [ %1485, %1476 ]
  %539 = phi float [ 0.000000e+00, %.lr.ph ], [ %1462, %1476 ]
  %540 = phi float [ 0.000000e+00, %.lr.ph ], [ %1461, %1476 ]
  %541 = phi float [ 0.000000e+00, %.lr.ph ], [ %1460, %1476 ]
  %542 = phi float [ 0.000000e+00, %.lr.ph ], [ %1504, %1476 ]
  %543 = phi float [ 0.000000e+00, %.lr.ph ], [ %1503, %1476 ]
  %544 = phi float [ 0.000000e+00, %.lr.ph ], [ %1502, %1476 ]
  %545 = phi float [ 0.000000e+00, %.lr.ph ], [ %1501, %1476 ]
  %546 = phi float [ 0.000000e+00, %.lr.ph ], [ %1458, %1476 ]
  %547 = phi float [ 0.000000e+00, %.lr.ph ], [ %1484, %1476 ]
  %548 = phi float [ 0.000000e+00, %.lr.ph ], [ %1483, %1476 ]
  %549 = phi float [ 0.000000e+00, %.lr.ph ], [ %1482, %1476 ]
  %550 = phi float [ 0.000000e+00, %.lr.ph ], [ %1481, %1476 ]
  %551 = phi float [ 0.000000e+00, %.lr.ph ], [ %1480, %1476 ]
  %552 = phi float [ 0.000000e+00, %.lr.ph ], [ %1479, %1476 ]
  %553 = phi float [ 0.000000e+00, %.lr.ph ], [ %1478, %1476 ]
  %554 = phi float [ 0.000000e+00, %.lr.ph ], [ %1477, %1476 ]
  %555 = phi i32 [ 0, %.lr.ph ], [ %556, %1476 ]
  %556 = add i32 %555, 32
  %557 = icmp slt i32 %556, %5
  %558 = add i32 %556, %23
  %559 = shl i32 %558, 6
  %560 = sext i32 %559 to i64
  %561 = getelementptr half, ptr addrspace(1) %2, i64 %560
  br i1 %557, label %562, label %565

562: ; preds = %522
  %563 = getelementptr half, ptr addrspace(1) %561, i64 %20
  %564 = load <8 x half>, ptr addrspace(1) %563, align 16
  br label %565

565: ; preds = %562, %522
  %566 = phi <8 x half> [ %564, %562 ], [ zeroinitializer, %522 ]
  %567 = extractelement <8 x half> %566, i64 0
  %568 = extractelement <8 x half> %566, i64 1
  %569 = extractelement <8 x half> %566, i64 2
  %570 = extractelement <8 x half> %566, i64 3
  %571 = extractelement <8 x half> %566, i64 4
  %572 = extractelement <8 x half> %566, i64 5
  %573 = extractelement <8 x half> %566, i64 6
  %574 = extractelement <8 x half> %566, i64 7
  br i1 %557, label %575, label %578

575: ; preds = %565
  %576 = getelementptr half, ptr addrspace(1) %561, i64 %22
  %577 = load <8 x half>, ptr addrspace(1) %576, align 16
  br label %578

578: ; preds = %575, %565
  %579 = phi <8 x half> [ %577, %575 ], [ zeroinitializer, %565 ]
  %580 = extractelement <8 x half> %579, i64 0
  %581 = extractelement <8 x half> %579, i64 2
  %582 = extractelement <8 x half> %579, i64 4
  %583 = extractelement <8 x half> %579, i64 6
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %92, ptr addrspace(1) %91, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %104, ptr addrspace(1) %100, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.syncthreads.lm()
  %584 = or i32 %555, %111
  %585 = shl i32 %584, 6
  %586 = sext i32 %585 to i64
  %587 = getelementptr i8, ptr addrspace(1) %1, i64 %586
  %588 = getelementptr i8, ptr addrspace(1) %587, i64 %317
  %589 = load i8, ptr addrspace(1) %588, align 1
  %590 = or i32 %555, %112
  %591 = shl i32 %590, 6
  %592 = sext i32 %591 to i64
  %593 = getelementptr i8, ptr addrspace(1) %1, i64 %592
  %594 = getelementptr i8, ptr addrspace(1) %593, i64 %317
  %595 = load i8, ptr addrspace(1) %594, align 1
  %596 = or i32 %555, %114
  %597 = shl i32 %596, 6
  %598 = sext i32 %597 to i64
  %599 = getelementptr i8, ptr addrspace(1) %1, i64 %598
  %600 = getelementptr i8, ptr addrspace(1) %599, i64 %317
  %601 = load i8, ptr addrspace(1) %600, align 1
  %602 = or i32 %555, %116
  %603 = shl i32 %602, 6
  %604 = sext i32 %603 to i64
  %605 = getelementptr i8, ptr addrspace(1) %1, i64 %604
  %606 = getelementptr i8, ptr addrspace(1) %605, i64 %317
  %607 = load i8, ptr addrspace(1) %606, align 1
  %608 = or i32 %555, %118
  %609 = shl i32 %608, 6
  %610 = sext i32 %609 to i64
  %611 = getelementptr i8, ptr addrspace(1) %1, i64 %610
  %612 = getelementptr i8, ptr addrspace(1) %611, i64 %317
  %613 = load i8, ptr addrspace(1) %612, align 1
  %614 = or i32 %555, %119
  %615 = shl i32 %614, 6
  %616 = sext i32 %615 to i64
  %617 = getelementptr i8, ptr addrspace(1) %1, i64 %616
  %618 = getelementptr i8, ptr addrspace(1) %617, i64 %317
  %619 = load i8, ptr addrspace(1) %618, align 1
  %620 = or i32 %555, %120
  %621 = shl i32 %620, 6
  %622 = sext i32 %621 to i64
  %623 = getelementptr i8, ptr addrspace(1) %1, i64 %622
  %624 = getelementptr i8, ptr addrspace(1) %623, i64 %317
  %625 = load i8, ptr addrspace(1) %624, align 1
  %626 = or i32 %555, %122
  %627 = shl i32 %626, 6
  %628 = sext i32 %627 to i64
  %629 = getelementptr i8, ptr addrspace(1) %1, i64 %628
  %630 = getelementptr i8, ptr addrspace(1) %629, i64 %317
  %631 = load i8, ptr addrspace(1) %630, align 1
  %632 = insertelement <8 x i8> poison, i8 %589, i64 0
  %633 = insertelement <8 x i8> %632, i8 %595, i64 1
  %634 = insertelement <8 x i8> %633, i8 %601, i64 2
  %635 = insertelement <8 x i8> %634, i8 %607, i64 3
  %636 = insertelement <8 x i8> %635, i8 %613, i64 4
  %637 = insertelement <8 x i8> %636, i8 %619, i64 5
  %638 = insertelement <8 x i8> %637, i8 %625, i64 6
  %639 = insertelement <8 x i8> %638, i8 %631, i64 7
  store <8 x i8> %639, ptr addrspace(3) %126, align 8
  %640 = getelementptr i8, ptr addrspace(1) %587, i64 %319
  %641 = load i8, ptr addrspace(1) %640, align 1
  %642 = getelementptr i8, ptr addrspace(1) %593, i64 %319
  %643 = load i8, ptr addrspace(1) %642, align 1
  %644 = getelementptr i8, ptr addrspace(1) %599, i64 %319
  %645 = load i8, ptr addrspace(1) %644, align 1
  %646 = getelementptr i8, ptr addrspace(1) %605, i64 %319
  %647 = load i8, ptr addrspace(1) %646, align 1
  %648 = getelementptr i8, ptr addrspace(1) %611, i64 %319
  %649 = load i8, ptr addrspace(1) %648, align 1
  %650 = getelementptr i8, ptr addrspace(1) %617, i64 %319
  %651 = load i8, ptr addrspace(1) %650, align 1
  %652 = getelementptr i8, ptr addrspace(1) %623, i64 %319
  %653 = load i8, ptr addrspace(1) %652, align 1
  %654 = getelementptr i8, ptr addrspace(1) %629, i64 %319
  %655 = load i8, ptr addrspace(1) %654, align 1
  %656 = insertelement <8 x i8> poison, i8 %641, i64 0
  %657 = insertelement <8 x i8> %656, i8 %643, i64 1
  %658 = insertelement <8 x i8> %657, i8 %645, i64 2
  %659 = insertelement <8 x i8> %658, i8 %647, i64 3
  %660 = insertelement <8 x i8> %659, i8 %649, i64 4
  %661 = insertelement <8 x i8> %660, i8 %651, i64 5
  %662 = insertelement <8 x i8> %661, i8 %653, i64 6
  %663 = insertelement <8 x i8> %662, i8 %655, i64 7
  store <8 x i8> %663, ptr addrspace(3) %132, align 8
  tail call void @llvm.musa.syncthreads.lm()
  br label %664

664: ; preds = %578, %969
  %665 = phi i1 [ true, %578 ], [ false, %969 ]
  %666 = phi i64 [ 0, %578 ], [ 4, %969 ]
  %667 = add nuw nsw i64 %666, %133
  %668 = icmp ult i64 %667, 8
  br i1 %668, label %669, label %969

669: ; preds = %664
  %670 = shl nuw nsw i64 %667, 3
  %671 = and i64 %670, 48
  %672 = or i64 %671, %144
  %673 = shl nuw nsw i64 %672, 6
  %674 = or i64 %673, %134
  %675 = trunc i64 %674 to i32
  %676 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %675
  %677 = load i8, ptr addrspace(3) %676, align 1
  %678 = or i64 %673, %322
  %679 = trunc i64 %678 to i32
  %680 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %679
  %681 = load i8, ptr addrspace(3) %680, align 1
  %682 = or i64 %673, %323
  %683 = trunc i64 %682 to i32
  %684 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %683
  %685 = load i8, ptr addrspace(3) %684, align 1
  %686 = or i64 %673, %324
  %687 = trunc i64 %686 to i32
  %688 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %687
  %689 = load i8, ptr addrspace(3) %688, align 1
  %690 = or i64 %673, %325
  %691 = trunc i64 %690 to i32
  %692 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %691
  %693 = load i8, ptr addrspace(3) %692, align 1
  %694 = or i64 %673, %326
  %695 = trunc i64 %694 to i32
  %696 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %695
  %697 = load i8, ptr addrspace(3) %696, align 1
  %698 = or i64 %673, %327
  %699 = trunc i64 %698 to i32
  %700 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %699
  %701 = load i8, ptr addrspace(3) %700, align 1
  %702 = or i64 %673, %328
  %703 = trunc i64 %702 to i32
  %704 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %703
  %705 = load i8, ptr addrspace(3) %704, align 1
  %706 = or i64 %673, %329
  %707 = trunc i64 %706 to i32
  %708 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %707
  %709 = load i8, ptr addrspace(3) %708, align 1
  %710 = or i64 %673, %330
  %711 = trunc i64 %710 to i32
  %712 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %711
  %713 = load i8, ptr addrspace(3) %712, align 1
  %714 = or i64 %673, %331
  %715 = trunc i64 %714 to i32
  %716 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %715
  %717 = load i8, ptr addrspace(3) %716, align 1
  %718 = or i64 %673, %332
  %719 = trunc i64 %718 to i32
  %720 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %719
  %721 = load i8, ptr addrspace(3) %720, align 1
  %722 = or i64 %673, %333
  %723 = trunc i64 %722 to i32
  %724 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %723
  %725 = load i8, ptr addrspace(3) %724, align 1
  %726 = or i64 %673, %334
  %727 = trunc i64 %726 to i32
  %728 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %727
  %729 = load i8, ptr addrspace(3) %728, align 1
  %730 = or i64 %673, %335
  %731 = trunc i64 %730 to i32
  %732 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %731
  %733 = load i8, ptr addrspace(3) %732, align 1
  %734 = or i64 %673, %336
  %735 = trunc i64 %734 to i32
  %736 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %735
  %737 = load i8, ptr addrspace(3) %736, align 1
  %738 = or i64 %673, 512
  %739 = or i64 %738, %134
  %740 = trunc i64 %739 to i32
  %741 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %740
  %742 = load i8, ptr addrspace(3) %741, align 1
  %743 = or i64 %738, %322
  %744 = trunc i64 %743 to i32
  %745 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %744
  %746 = load i8, ptr addrspace(3) %745, align 1
  %747 = or i64 %738, %323
  %748 = trunc i64 %747 to i32
  %749 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %748
  %750 = load i8, ptr addrspace(3) %749, align 1
  %751 = or i64 %738, %324
  %752 = trunc i64 %751 to i32
  %753 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %752
  %754 = load i8, ptr addrspace(3) %753, align 1
  %755 = or i64 %738, %325
  %756 = trunc i64 %755 to i32
  %757 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %756
  %758 = load i8, ptr addrspace(3) %757, align 1
  %759 = or i64 %738, %326
  %760 = trunc i64 %759 to i32
  %761 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %760
  %762 = load i8, ptr addrspace(3) %761, align 1
  %763 = or i64 %738, %327
  %764 = trunc i64 %763 to i32
  %765 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %764
  %766 = load i8, ptr addrspace(3) %765, align 1
  %767 = or i64 %738, %328
  %768 = trunc i64 %767 to i32
  %769 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %768
  %770 = load i8, ptr addrspace(3) %769, align 1
  %771 = or i64 %738, %329
  %772 = trunc i64 %771 to i32
  %773 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %772
  %774 = load i8, ptr addrspace(3) %773, align 1
  %775 = or i64 %738, %330
  %776 = trunc i64 %775 to i32
  %777 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %776
  %778 = load i8, ptr addrspace(3) %777, align 1
  %779 = or i64 %738, %331
  %780 = trunc i64 %779 to i32
  %781 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %780
  %782 = load i8, ptr addrspace(3) %781, align 1
  %783 = or i64 %738, %332
  %784 = trunc i64 %783 to i32
  %785 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %784
  %786 = load i8, ptr addrspace(3) %785, align 1
  %787 = or i64 %738, %333
  %788 = trunc i64 %787 to i32
  %789 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %788
  %790 = load i8, ptr addrspace(3) %789, align 1
  %791 = or i64 %738, %334
  %792 = trunc i64 %791 to i32
  %793 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %792
  %794 = load i8, ptr addrspace(3) %793, align 1
  %795 = or i64 %738, %335
  %796 = trunc i64 %795 to i32
  %797 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %796
  %798 = load i8, ptr addrspace(3) %797, align 1
  %799 = or i64 %738, %336
  %800 = trunc i64 %799 to i32
  %801 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %800
  %802 = load i8, ptr addrspace(3) %801, align 1
  %803 = insertelement <4 x i8> poison, i8 %677, i64 0
  %804 = insertelement <4 x i8> %803, i8 %681, i64 1
  %805 = insertelement <4 x i8> %804, i8 %685, i64 2
  %806 = insertelement <4 x i8> %805, i8 %689, i64 3
  %807 = bitcast <4 x i8> %806 to i32
  %808 = insertelement <4 x i8> poison, i8 %693, i64 0
  %809 = insertelement <4 x i8> %808, i8 %697, i64 1
  %810 = insertelement <4 x i8> %809, i8 %701, i64 2
  %811 = insertelement <4 x i8> %810, i8 %705, i64 3
  %812 = bitcast <4 x i8> %811 to i32
  %813 = insertelement <4 x i8> poison, i8 %709, i64 0
  %814 = insertelement <4 x i8> %813, i8 %713, i64 1
  %815 = insertelement <4 x i8> %814, i8 %717, i64 2
  %816 = insertelement <4 x i8> %815, i8 %721, i64 3
  %817 = bitcast <4 x i8> %816 to i32
  %818 = insertelement <4 x i8> poison, i8 %725, i64 0
  %819 = insertelement <4 x i8> %818, i8 %729, i64 1
  %820 = insertelement <4 x i8> %819, i8 %733, i64 2
  %821 = insertelement <4 x i8> %820, i8 %737, i64 3
  %822 = bitcast <4 x i8> %821 to i32
  %823 = insertelement <4 x i8> poison, i8 %742, i64 0
  %824 = insertelement <4 x i8> %823, i8 %746, i64 1
  %825 = insertelement <4 x i8> %824, i8 %750, i64 2
  %826 = insertelement <4 x i8> %825, i8 %754, i64 3
  %827 = bitcast <4 x i8> %826 to i32
  %828 = insertelement <4 x i8> poison, i8 %758, i64 0
  %829 = insertelement <4 x i8> %828, i8 %762, i64 1
  %830 = insertelement <4 x i8> %829, i8 %766, i64 2
  %831 = insertelement <4 x i8> %830, i8 %770, i64 3
  %832 = bitcast <4 x i8> %831 to i32
  %833 = insertelement <4 x i8> poison, i8 %774, i64 0
  %834 = insertelement <4 x i8> %833, i8 %778, i64 1
  %835 = insertelement <4 x i8> %834, i8 %782, i64 2
  %836 = insertelement <4 x i8> %835, i8 %786, i64 3
  %837 = bitcast <4 x i8> %836 to i32
  %838 = insertelement <4 x i8> poison, i8 %790, i64 0
  %839 = insertelement <4 x i8> %838, i8 %794, i64 1
  %840 = insertelement <4 x i8> %839, i8 %798, i64 2
  %841 = insertelement <4 x i8> %840, i8 %802, i64 3
  %842 = bitcast <4 x i8> %841 to i32
  %843 = insertelement <8 x i32> poison, i32 %807, i64 0
  %844 = insertelement <8 x i32> %843, i32 %812, i64 1
  %845 = insertelement <8 x i32> %844, i32 %817, i64 2
  %846 = insertelement <8 x i32> %845, i32 %822, i64 3
  %847 = insertelement <8 x i32> %846, i32 %827, i64 4
  %848 = insertelement <8 x i32> %847, i32 %832, i64 5
  %849 = insertelement <8 x i32> %848, i32 %837, i64 6
  %850 = insertelement <8 x i32> %849, i32 %842, i64 7
  %851 = load i8, ptr addrspace(3) %341, align 1
  %852 = load i8, ptr addrspace(3) %345, align 1
  %853 = load i8, ptr addrspace(3) %349, align 1
  %854 = load i8, ptr addrspace(3) %353, align 1
  %855 = load i8, ptr addrspace(3) %357, align 1
  %856 = load i8, ptr addrspace(3) %361, align 1
  %857 = load i8, ptr addrspace(3) %365, align 1
  %858 = load i8, ptr addrspace(3) %369, align 1
  %859 = load i8, ptr addrspace(3) %373, align 1
  %860 = load i8, ptr addrspace(3) %377, align 1
  %861 = load i8, ptr addrspace(3) %381, align 1
  %862 = load i8, ptr addrspace(3) %385, align 1
  %863 = load i8, ptr addrspace(3) %389, align 1
  %864 = load i8, ptr addrspace(3) %393, align 1
  %865 = load i8, ptr addrspace(3) %397, align 1
  %866 = load i8, ptr addrspace(3) %401, align 1
  %867 = load i8, ptr addrspace(3) %405, align 1
  %868 = load i8, ptr addrspace(3) %408, align 1
  %869 = load i8, ptr addrspace(3) %411, align 1
  %870 = load i8, ptr addrspace(3) %414, align 1
  %871 = load i8, ptr addrspace(3) %417, align 1
  %872 = load i8, ptr addrspace(3) %420, align 1
  %873 = load i8, ptr addrspace(3) %423, align 1
  %874 = load i8, ptr addrspace(3) %426, align 1
  %875 = load i8, ptr addrspace(3) %429, align 1
  %876 = load i8, ptr addrspace(3) %432, align 1
  %877 = load i8, ptr addrspace(3) %435, align 1
  %878 = load i8, ptr addrspace(3) %438, align 1
  %879 = load i8, ptr addrspace(3) %441, align 1
  %880 = load i8, ptr addrspace(3) %444, align 1
  %881 = load i8, ptr addrspace(3) %447, align 1
  %882 = load i8, ptr addrspace(3) %450, align 1
  %883 = insertelement <4 x i8> poison, i8 %851, i64 0
  %884 = insertelement <4 x i8> %883, i8 %852, i64 1
  %885 = insertelement <4 x i8> %884, i8 %853, i64 2
  %886 = insertelement <4 x i8> %885, i8 %854, i64 3
  %887 = bitcast <4 x i8> %886 to i32
  %888 = insertelement <4 x i8> poison, i8 %855, i64 0
  %889 = insertelement <4 x i8> %888, i8 %856, i64 1
  %890 = insertelement <4 x i8> %889, i8 %857, i64 2
  %891 = insertelement <4 x i8> %890, i8 %858, i64 3
  %892 = bitcast <4 x i8> %891 to i32
  %893 = insertelement <4 x i8> poison, i8 %859, i64 0
  %894 = insertelement <4 x i8> %893, i8 %860, i64 1
  %895 = insertelement <4 x i8> %894, i8 %861, i64 2
  %896 = insertelement <4 x i8> %895, i8 %862, i64 3
  %897 = bitcast <4 x i8> %896 to i32
  %898 = insertelement <4 x i8> poison, i8 %863, i64 0
  %899 = insertelement <4 x i8> %898, i8 %864, i64 1
  %900 = insertelement <4 x i8> %899, i8 %865, i64 2
  %901 = insertelement <4 x i8> %900, i8 %866, i64 3
  %902 = bitcast <4 x i8> %901 to i32
  %903 = insertelement <4 x i8> poison, i8 %867, i64 0
  %904 = insertelement <4 x i8> %903, i8 %868, i64 1
  %905 = insertelement <4 x i8> %904, i8 %869, i64 2
  %906 = insertelement <4 x i8> %905, i8 %870, i64 3
  %907 = bitcast <4 x i8> %906 to i32
  %908 = insertelement <4 x i8> poison, i8 %871, i64 0
  %909 = insertelement <4 x i8> %908, i8 %872, i64 1
  %910 = insertelement <4 x i8> %909, i8 %873, i64 2
  %911 = insertelement <4 x i8> %910, i8 %874, i64 3
  %912 = bitcast <4 x i8> %911 to i32
  %913 = insertelement <4 x i8> poison, i8 %875, i64 0
  %914 = insertelement <4 x i8> %913, i8 %876, i64 1
  %915 = insertelement <4 x i8> %914, i8 %877, i64 2
  %916 = insertelement <4 x i8> %915, i8 %878, i64 3
  %917 = bitcast <4 x i8> %916 to i32
  %918 = insertelement <4 x i8> poison, i8 %879, i64 0
  %919 = insertelement <4 x i8> %918, i8 %880, i64 1
  %920 = insertelement <4 x i8> %919, i8 %881, i64 2
  %921 = insertelement <4 x i8> %920, i8 %882, i64 3
  %922 = bitcast <4 x i8> %921 to i32
  %923 = insertelement <8 x i32> poison, i32 %887, i64 0
  %924 = insertelement <8 x i32> %923, i32 %892, i64 1
  %925 = insertelement <8 x i32> %924, i32 %897, i64 2
  %926 = insertelement <8 x i32> %925, i32 %902, i64 3
  %927 = insertelement <8 x i32> %926, i32 %907, i64 4
  %928 = insertelement <8 x i32> %927, i32 %912, i64 5
  %929 = insertelement <8 x i32> %928, i32 %917, i64 6
  %930 = insertelement <8 x i32> %929, i32 %922, i64 7
  %931 = tail call <8 x i32> @llvm.musa.imma.m16n16k64.mma(<8 x i32> %850, <8 x i32> %930, <8 x i32> zeroinitializer, i32 1, i32 1, i32 1)
  %932 = extractelement <8 x i32> %931, i64 0
  %933 = or i64 %671, %146
  %934 = shl nuw nsw i64 %933, 5
  %935 = or i64 %934, %451
  %936 = trunc i64 %935 to i32
  %937 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %936
  store i32 %932, ptr addrspace(3) %937, align 4
  %938 = extractelement <8 x i32> %931, i64 1
  %939 = or i64 %934, %452
  %940 = trunc i64 %939 to i32
  %941 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %940
  store i32 %938, ptr addrspace(3) %941, align 4
  %942 = extractelement <8 x i32> %931, i64 2
  %943 = or i64 %934, 128
  %944 = or i64 %943, %451
  %945 = trunc i64 %944 to i32
  %946 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %945
  store i32 %942, ptr addrspace(3) %946, align 4
  %947 = extractelement <8 x i32> %931, i64 3
  %948 = or i64 %943, %452
  %949 = trunc i64 %948 to i32
  %950 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %949
  store i32 %947, ptr addrspace(3) %950, align 4
  %951 = extractelement <8 x i32> %931, i64 4
  %952 = or i64 %934, 256
  %953 = or i64 %952, %451
  %954 = trunc i64 %953 to i32
  %955 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %954
  store i32 %951, ptr addrspace(3) %955, align 4
  %956 = extractelement <8 x i32> %931, i64 5
  %957 = or i64 %952, %452
  %958 = trunc i64 %957 to i32
  %959 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %958
  store i32 %956, ptr addrspace(3) %959, align 4
  %960 = extractelement <8 x i32> %931, i64 6
  %961 = or i64 %934, 384
  %962 = or i64 %961, %451
  %963 = trunc i64 %962 to i32
  %964 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %963
  store i32 %960, ptr addrspace(3) %964, align 4
  %965 = extractelement <8 x i32> %931, i64 7
  %966 = or i64 %961, %452
  %967 = trunc i64 %966 to i32
  %968 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 11264), i32 %967
  store i32 %965, ptr addrspace(3) %968, align 4
  br label %969

969: ; preds = %669, %664
  br i1 %665, label %664, label %970

970: ; preds = %969
  %971 = extractelement <8 x half> %579, i64 1
  %972 = extractelement <8 x half> %579, i64 3
  %973 = extractelement <8 x half> %579, i64 5
  %974 = extractelement <8 x half> %579, i64 7
  tail call void @llvm.musa.syncthreads.lm()
  %975 = load i32, ptr addrspace(3) %154, align 16
  %976 = sitofp i32 %975 to float
  %977 = fmul contract float %976, %4
  %978 = load i32, ptr addrspace(3) %156, align 4
  %979 = sitofp i32 %978 to float
  %980 = fmul contract float %979, %4
  %981 = tail call float @llvm.maxnum.f32(float %977, float %980)
  %982 = load i32, ptr addrspace(3) %158, align 8
  %983 = sitofp i32 %982 to float
  %984 = fmul contract float %983, %4
  %985 = tail call float @llvm.maxnum.f32(float %981, float %984)
  %986 = load i32, ptr addrspace(3) %160, align 4
  %987 = sitofp i32 %986 to float
  %988 = fmul contract float %987, %4
  %989 = tail call float @llvm.maxnum.f32(float %985, float %988)
  %990 = load i32, ptr addrspace(3) %162, align 16
  %991 = sitofp i32 %990 to float
  %992 = fmul contract float %991, %4
  %993 = tail call float @llvm.maxnum.f32(float %989, float %992)
  %994 = load i32, ptr addrspace(3) %164, align 4
  %995 = sitofp i32 %994 to float
  %996 = fmul contract float %995, %4
  %997 = tail call float @llvm.maxnum.f32(float %993, float %996)
  %998 = load i32, ptr addrspace(3) %166, align 8
  %999 = sitofp i32 %998 to float
  %1000 = fmul contract float %999, %4
  %1001 = tail call float @llvm.maxnum.f32(float %997, float %1000)
  %1002 = load i32, ptr addrspace(3) %168, align 4
  %1003 = sitofp i32 %1002 to float
  %1004 = fmul contract float %1003, %4
  %1005 = tail call float @llvm.maxnum.f32(float %1001, float %1004)
  %1006 = load i32, ptr addrspace(3) %170, align 16
  %1007 = sitofp i32 %1006 to float
  %1008 = fmul contract float %1007, %4
  %1009 = tail call float @llvm.maxnum.f32(float %1005, float %1008)
  %1010 = load i32, ptr addrspace(3) %172, align 4
  %1011 = sitofp i32 %1010 to float
  %1012 = fmul contract float %1011, %4
  %1013 = tail call float @llvm.maxnum.f32(float %1009, float %1012)
  %1014 = load i32, ptr addrspace(3) %174, align 8
  %1015 = sitofp i32 %1014 to float
  %1016 = fmul contract float %1015, %4
  %1017 = tail call float @llvm.maxnum.f32(float %1013, float %1016)
  %1018 = load i32, ptr addrspace(3) %176, align 4
  %1019 = sitofp i32 %1018 to float
  %1020 = fmul contract float %1019, %4
  %1021 = tail call float @llvm.maxnum.f32(float %1017, float %1020)
  %1022 = load i32, ptr addrspace(3) %178, align 16
  %1023 = sitofp i32 %1022 to float
  %1024 = fmul contract float %1023, %4
  %1025 = tail call float @llvm.maxnum.f32(float %1021, float %1024)
  %1026 = load i32, ptr addrspace(3) %180, align 4
  %1027 = sitofp i32 %1026 to float
  %1028 = fmul contract float %1027, %4
  %1029 = tail call float @llvm.maxnum.f32(float %1025, float %1028)
  %1030 = load i32, ptr addrspace(3) %182, align 8
  %1031 = sitofp i32 %1030 to float
  %1032 = fmul contract float %1031, %4
  %1033 = tail call float @llvm.maxnum.f32(float %1029, float %1032)
  %1034 = load i32, ptr addrspace(3) %184, align 4
  %1035 = sitofp i32 %1034 to float
  %1036 = fmul contract float %1035, %4
  %1037 = tail call float @llvm.maxnum.f32(float %1033, float %1036)
  %1038 = bitcast float %1037 to i32
  %1039 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1038, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %186, label %1040, label %1043

1040: ; preds = %970
  %1041 = bitcast i32 %1039 to float
  %1042 = tail call float @llvm.maxnum.f32(float %1037, float %1041)
  store float %1042, ptr addrspace(3) %454, align 4
  br label %1043

1043: ; preds = %1040, %970
  tail call void @llvm.musa.syncthreads.lm()
  %1044 = load i32, ptr addrspace(3) %188, align 16
  %1045 = sitofp i32 %1044 to float
  %1046 = fmul contract float %1045, %4
  %1047 = load float, ptr addrspace(3) %190, align 4
  %1048 = load float, ptr addrspace(3) %191, align 4
  %1049 = tail call float @llvm.maxnum.f32(float %1047, float %1048)
  %1050 = fsub contract float %1046, %1049
  %1051 = fmul float %1050, 0x3FF7154760000000
  %1052 = tail call float @llvm.exp2.f32(float %1051)
  store float %1052, ptr addrspace(3) %192, align 16
  %1053 = load i32, ptr addrspace(3) %193, align 4
  %1054 = sitofp i32 %1053 to float
  %1055 = fmul contract float %1054, %4
  %1056 = fsub contract float %1055, %1049
  %1057 = fmul float %1056, 0x3FF7154760000000
  %1058 = tail call float @llvm.exp2.f32(float %1057)
  store float %1058, ptr addrspace(3) %194, align 4
  %1059 = load i32, ptr addrspace(3) %195, align 8
  %1060 = sitofp i32 %1059 to float
  %1061 = fmul contract float %1060, %4
  %1062 = fsub contract float %1061, %1049
  %1063 = fmul float %1062, 0x3FF7154760000000
  %1064 = tail call float @llvm.exp2.f32(float %1063)
  store float %1064, ptr addrspace(3) %196, align 8
  %1065 = load i32, ptr addrspace(3) %197, align 4
  %1066 = sitofp i32 %1065 to float
  %1067 = fmul contract float %1066, %4
  %1068 = fsub contract float %1067, %1049
  %1069 = fmul float %1068, 0x3FF7154760000000
  %1070 = tail call float @llvm.exp2.f32(float %1069)
  store float %1070, ptr addrspace(3) %198, align 4
  %1071 = load i32, ptr addrspace(3) %199, align 16
  %1072 = sitofp i32 %1071 to float
  %1073 = fmul contract float %1072, %4
  %1074 = fsub contract float %1073, %1049
  %1075 = fmul float %1074, 0x3FF7154760000000
  %1076 = tail call float @llvm.exp2.f32(float %1075)
  store float %1076, ptr addrspace(3) %200, align 16
  %1077 = load i32, ptr addrspace(3) %201, align 4
  %1078 = sitofp i32 %1077 to float
  %1079 = fmul contract float %1078, %4
  %1080 = fsub contract float %1079, %1049
  %1081 = fmul float %1080, 0x3FF7154760000000
  %1082 = tail call float @llvm.exp2.f32(float %1081)
  store float %1082, ptr addrspace(3) %202, align 4
  %1083 = load i32, ptr addrspace(3) %203, align 8
  %1084 = sitofp i32 %1083 to float
  %1085 = fmul contract float %1084, %4
  %1086 = fsub contract float %1085, %1049
  %1087 = fmul float %1086, 0x3FF7154760000000
  %1088 = tail call float @llvm.exp2.f32(float %1087)
  store float %1088, ptr addrspace(3) %204, align 8
  %1089 = load i32, ptr addrspace(3) %205, align 4
  %1090 = sitofp i32 %1089 to float
  %1091 = fmul contract float %1090, %4
  %1092 = fsub contract float %1091, %1049
  %1093 = fmul float %1092, 0x3FF7154760000000
  %1094 = tail call float @llvm.exp2.f32(float %1093)
  store float %1094, ptr addrspace(3) %206, align 4
  %1095 = load i32, ptr addrspace(3) %208, align 16
  %1096 = sitofp i32 %1095 to float
  %1097 = fmul contract float %1096, %4
  %1098 = fsub contract float %1097, %1049
  %1099 = fmul float %1098, 0x3FF7154760000000
  %1100 = tail call float @llvm.exp2.f32(float %1099)
  store float %1100, ptr addrspace(3) %209, align 16
  %1101 = load i32, ptr addrspace(3) %210, align 4
  %1102 = sitofp i32 %1101 to float
  %1103 = fmul contract float %1102, %4
  %1104 = fsub contract float %1103, %1049
  %1105 = fmul float %1104, 0x3FF7154760000000
  %1106 = tail call float @llvm.exp2.f32(float %1105)
  store float %1106, ptr addrspace(3) %211, align 4
  %1107 = load i32, ptr addrspace(3) %212, align 8
  %1108 = sitofp i32 %1107 to float
  %1109 = fmul contract float %1108, %4
  %1110 = fsub contract float %1109, %1049
  %1111 = fmul float %1110, 0x3FF7154760000000
  %1112 = tail call float @llvm.exp2.f32(float %1111)
  store float %1112, ptr addrspace(3) %213, align 8
  %1113 = load i32, ptr addrspace(3) %214, align 4
  %1114 = sitofp i32 %1113 to float
  %1115 = fmul contract float %1114, %4
  %1116 = fsub contract float %1115, %1049
  %1117 = fmul float %1116, 0x3FF7154760000000
  %1118 = tail call float @llvm.exp2.f32(float %1117)
  store float %1118, ptr addrspace(3) %215, align 4
  %1119 = load i32, ptr addrspace(3) %216, align 16
  %1120 = sitofp i32 %1119 to float
  %1121 = fmul contract float %1120, %4
  %1122 = fsub contract float %1121, %1049
  %1123 = fmul float %1122, 0x3FF7154760000000
  %1124 = tail call float @llvm.exp2.f32(float %1123)
  store float %1124, ptr addrspace(3) %217, align 16
  %1125 = load i32, ptr addrspace(3) %218, align 4
  %1126 = sitofp i32 %1125 to float
  %1127 = fmul contract float %1126, %4
  %1128 = fsub contract float %1127, %1049
  %1129 = fmul float %1128, 0x3FF7154760000000
  %1130 = tail call float @llvm.exp2.f32(float %1129)
  store float %1130, ptr addrspace(3) %219, align 4
  %1131 = load i32, ptr addrspace(3) %220, align 8
  %1132 = sitofp i32 %1131 to float
  %1133 = fmul contract float %1132, %4
  %1134 = fsub contract float %1133, %1049
  %1135 = fmul float %1134, 0x3FF7154760000000
  %1136 = tail call float @llvm.exp2.f32(float %1135)
  store float %1136, ptr addrspace(3) %221, align 8
  %1137 = load i32, ptr addrspace(3) %222, align 4
  %1138 = sitofp i32 %1137 to float
  %1139 = fmul contract float %1138, %4
  %1140 = fsub contract float %1139, %1049
  %1141 = fmul float %1140, 0x3FF7154760000000
  %1142 = tail call float @llvm.exp2.f32(float %1141)
  store float %1142, ptr addrspace(3) %223, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1143, label %1150

1143: ; preds = %1043
  %1144 = load float, ptr addrspace(3) %455, align 4
  %1145 = load float, ptr addrspace(3) %456, align 4
  %1146 = tail call float @llvm.maxnum.f32(float %1144, float %1145)
  %1147 = fsub contract float %1144, %1146
  %1148 = fmul float %1147, 0x3FF7154760000000
  %1149 = tail call float @llvm.exp2.f32(float %1148)
  store float %1149, ptr addrspace(3) %457, align 4
  br label %1150

1150: ; preds = %1143, %1043
  tail call void @llvm.musa.syncthreads.lm()
  %1151 = load float, ptr addrspace(3) %224, align 16
  %1152 = fadd reassoc float %1151, 0.000000e+00
  %1153 = load float, ptr addrspace(3) %225, align 4
  %1154 = fadd reassoc float %1152, %1153
  %1155 = load float, ptr addrspace(3) %226, align 8
  %1156 = fadd reassoc float %1154, %1155
  %1157 = load float, ptr addrspace(3) %227, align 4
  %1158 = fadd reassoc float %1156, %1157
  %1159 = load float, ptr addrspace(3) %228, align 16
  %1160 = fadd reassoc float %1158, %1159
  %1161 = load float, ptr addrspace(3) %229, align 4
  %1162 = fadd reassoc float %1160, %1161
  %1163 = load float, ptr addrspace(3) %230, align 8
  %1164 = fadd reassoc float %1162, %1163
  %1165 = load float, ptr addrspace(3) %231, align 4
  %1166 = fadd reassoc float %1164, %1165
  %1167 = load float, ptr addrspace(3) %232, align 16
  %1168 = fadd reassoc float %1166, %1167
  %1169 = load float, ptr addrspace(3) %233, align 4
  %1170 = fadd reassoc float %1168, %1169
  %1171 = load float, ptr addrspace(3) %234, align 8
  %1172 = fadd reassoc float %1170, %1171
  %1173 = load float, ptr addrspace(3) %235, align 4
  %1174 = fadd reassoc float %1172, %1173
  %1175 = load float, ptr addrspace(3) %236, align 16
  %1176 = fadd reassoc float %1174, %1175
  %1177 = load float, ptr addrspace(3) %237, align 4
  %1178 = fadd reassoc float %1176, %1177
  %1179 = load float, ptr addrspace(3) %238, align 8
  %1180 = fadd reassoc float %1178, %1179
  %1181 = load float, ptr addrspace(3) %239, align 4
  %1182 = fadd reassoc float %1180, %1181
  %1183 = bitcast float %1182 to i32
  %1184 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1183, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %186, label %1185, label %1188

1185: ; preds = %1150
  %1186 = bitcast i32 %1184 to float
  %1187 = fadd reassoc float %1182, %1186
  store float %1187, ptr addrspace(3) %458, align 4
  br label %1188

1188: ; preds = %1185, %1150
  tail call void @llvm.musa.syncthreads.lm()
  %1189 = load float, ptr addrspace(3) %242, align 16
  %1190 = load <4 x float>, ptr addrspace(3) %245, align 4
  %1191 = load float, ptr addrspace(3) %248, align 4
  %1192 = load <2 x float>, ptr addrspace(3) %251, align 8
  %1193 = insertelement <8 x float> poison, float %1189, i64 0
  %1194 = shufflevector <4 x float> %1190, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %1195 = shufflevector <8 x float> %1193, <8 x float> %1194, <8 x i32> <i32 0, i32 8, i32 9, i32 10, i32 11, i32 poison, i32 poison, i32 poison>
  %1196 = insertelement <8 x float> %1195, float %1191, i64 5
  %1197 = shufflevector <2 x float> %1192, <2 x float> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1198 = shufflevector <8 x float> %1196, <8 x float> %1197, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>
  %1199 = fptrunc <8 x float> %1198 to <8 x half>
  store <8 x half> %1199, ptr addrspace(3) %252, align 16
  %1200 = load <8 x float>, ptr addrspace(3) %256, align 16
  %1201 = fptrunc <8 x float> %1200 to <8 x half>
  store <8 x half> %1201, ptr addrspace(3) %257, align 16
  tail call void @llvm.musa.syncthreads.lm()
  %1202 = load float, ptr addrspace(3) %258, align 4
  %1203 = fmul contract float %554, %1202
  store float %1203, ptr addrspace(3) %259, align 16
  %1204 = fmul contract float %553, %1202
  store float %1204, ptr addrspace(3) %260, align 4
  %1205 = fmul contract float %552, %1202
  store float %1205, ptr addrspace(3) %261, align 8
  %1206 = fmul contract float %551, %1202
  store float %1206, ptr addrspace(3) %262, align 4
  %1207 = fmul contract float %550, %1202
  store float %1207, ptr addrspace(3) %263, align 16
  %1208 = fmul contract float %549, %1202
  store float %1208, ptr addrspace(3) %264, align 4
  %1209 = fmul contract float %548, %1202
  store float %1209, ptr addrspace(3) %265, align 8
  %1210 = fmul contract float %547, %1202
  store float %1210, ptr addrspace(3) %266, align 4
  %1211 = fmul contract float %546, %1202
  store float %1211, ptr addrspace(3) %267, align 16
  %1212 = fmul contract float %545, %1202
  store float %1212, ptr addrspace(3) %268, align 4
  %1213 = fmul contract float %544, %1202
  store float %1213, ptr addrspace(3) %269, align 8
  %1214 = fmul contract float %543, %1202
  store float %1214, ptr addrspace(3) %270, align 4
  %1215 = fmul contract float %542, %1202
  store float %1215, ptr addrspace(3) %271, align 16
  %1216 = fmul contract float %541, %1202
  store float %1216, ptr addrspace(3) %272, align 4
  %1217 = fmul contract float %540, %1202
  store float %1217, ptr addrspace(3) %273, align 8
  %1218 = fmul contract float %539, %1202
  store float %1218, ptr addrspace(3) %274, align 4
  %1219 = load float, ptr addrspace(3) %275, align 4
  %1220 = fmul contract float %538, %1219
  store float %1220, ptr addrspace(3) %276, align 16
  %1221 = fmul contract float %537, %1219
  store float %1221, ptr addrspace(3) %278, align 4
  %1222 = fmul contract float %536, %1219
  store float %1222, ptr addrspace(3) %280, align 8
  %1223 = fmul contract float %535, %1219
  store float %1223, ptr addrspace(3) %282, align 4
  %1224 = fmul contract float %534, %1219
  store float %1224, ptr addrspace(3) %284, align 16
  %1225 = fmul contract float %533, %1219
  store float %1225, ptr addrspace(3) %286, align 4
  %1226 = fmul contract float %532, %1219
  store float %1226, ptr addrspace(3) %288, align 8
  %1227 = fmul contract float %531, %1219
  store float %1227, ptr addrspace(3) %290, align 4
  %1228 = fmul contract float %530, %1219
  store float %1228, ptr addrspace(3) %293, align 16
  %1229 = fmul contract float %529, %1219
  store float %1229, ptr addrspace(3) %295, align 4
  %1230 = fmul contract float %528, %1219
  store float %1230, ptr addrspace(3) %297, align 8
  %1231 = fmul contract float %527, %1219
  store float %1231, ptr addrspace(3) %299, align 4
  %1232 = fmul contract float %526, %1219
  store float %1232, ptr addrspace(3) %301, align 16
  %1233 = fmul contract float %525, %1219
  store float %1233, ptr addrspace(3) %303, align 4
  %1234 = fmul contract float %524, %1219
  store float %1234, ptr addrspace(3) %305, align 8
  %1235 = fmul contract float %523, %1219
  store float %1235, ptr addrspace(3) %307, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %1236

1236: ; preds = %1188, %1453
  %1237 = phi i64 [ 0, %1188 ], [ %1454, %1453 ]
  %1238 = shl nuw nsw i64 %1237, 2
  %1239 = add nuw nsw i64 %1238, %133
  %1240 = icmp ult i64 %1239, 16
  br i1 %1240, label %1241, label %1453

1241: ; preds = %1236
  %1242 = shl nuw nsw i64 %1239, 2
  %1243 = and i64 %1242, 48
  %1244 = or i64 %1243, %146
  %1245 = shl nuw nsw i64 %1244, 6
  %1246 = or i64 %1245, %460
  %1247 = trunc i64 %1246 to i32
  %1248 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %1247
  %1249 = load i32, ptr addrspace(3) %1248, align 4
  %1250 = or i64 %1245, %461
  %1251 = trunc i64 %1250 to i32
  %1252 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %1251
  %1253 = load i32, ptr addrspace(3) %1252, align 4
  %1254 = or i64 %1245, 256
  %1255 = or i64 %1254, %460
  %1256 = trunc i64 %1255 to i32
  %1257 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %1256
  %1258 = load i32, ptr addrspace(3) %1257, align 4
  %1259 = or i64 %1254, %461
  %1260 = trunc i64 %1259 to i32
  %1261 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %1260
  %1262 = load i32, ptr addrspace(3) %1261, align 4
  %1263 = or i64 %1245, 512
  %1264 = or i64 %1263, %460
  %1265 = trunc i64 %1264 to i32
  %1266 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %1265
  %1267 = load i32, ptr addrspace(3) %1266, align 4
  %1268 = or i64 %1263, %461
  %1269 = trunc i64 %1268 to i32
  %1270 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %1269
  %1271 = load i32, ptr addrspace(3) %1270, align 4
  %1272 = or i64 %1245, 768
  %1273 = or i64 %1272, %460
  %1274 = trunc i64 %1273 to i32
  %1275 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %1274
  %1276 = load i32, ptr addrspace(3) %1275, align 4
  %1277 = or i64 %1272, %461
  %1278 = trunc i64 %1277 to i32
  %1279 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33536), i32 %1278
  %1280 = load i32, ptr addrspace(3) %1279, align 4
  %1281 = insertelement <8 x i32> poison, i32 %1249, i64 0
  %1282 = insertelement <8 x i32> %1281, i32 %1253, i64 1
  %1283 = insertelement <8 x i32> %1282, i32 %1258, i64 2
  %1284 = insertelement <8 x i32> %1283, i32 %1262, i64 3
  %1285 = insertelement <8 x i32> %1284, i32 %1267, i64 4
  %1286 = insertelement <8 x i32> %1285, i32 %1271, i64 5
  %1287 = insertelement <8 x i32> %1286, i32 %1276, i64 6
  %1288 = insertelement <8 x i32> %1287, i32 %1280, i64 7
  %1289 = or i64 %1243, %144
  %1290 = mul nuw nsw i64 %1289, 40
  %1291 = or i64 %1290, %134
  %1292 = trunc i64 %1291 to i32
  %1293 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1292
  %1294 = load half, ptr addrspace(3) %1293, align 2
  %1295 = or i64 %1290, %322
  %1296 = trunc i64 %1295 to i32
  %1297 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1296
  %1298 = load half, ptr addrspace(3) %1297, align 2
  %1299 = add nuw nsw i64 %1290, %323
  %1300 = trunc i64 %1299 to i32
  %1301 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1300
  %1302 = load half, ptr addrspace(3) %1301, align 2
  %1303 = add nuw nsw i64 %1290, %324
  %1304 = trunc i64 %1303 to i32
  %1305 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1304
  %1306 = load half, ptr addrspace(3) %1305, align 2
  %1307 = add nuw nsw i64 %1290, %325
  %1308 = trunc i64 %1307 to i32
  %1309 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1308
  %1310 = load half, ptr addrspace(3) %1309, align 2
  %1311 = add nuw nsw i64 %1290, %326
  %1312 = trunc i64 %1311 to i32
  %1313 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1312
  %1314 = load half, ptr addrspace(3) %1313, align 2
  %1315 = add nuw nsw i64 %1290, %327
  %1316 = trunc i64 %1315 to i32
  %1317 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1316
  %1318 = load half, ptr addrspace(3) %1317, align 2
  %1319 = add nuw nsw i64 %1290, %328
  %1320 = trunc i64 %1319 to i32
  %1321 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1320
  %1322 = load half, ptr addrspace(3) %1321, align 2
  %1323 = add nuw nsw i64 %1290, 320
  %1324 = or i64 %1323, %134
  %1325 = trunc i64 %1324 to i32
  %1326 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1325
  %1327 = load half, ptr addrspace(3) %1326, align 2
  %1328 = or i64 %1323, %322
  %1329 = trunc i64 %1328 to i32
  %1330 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1329
  %1331 = load half, ptr addrspace(3) %1330, align 2
  %1332 = add nuw nsw i64 %1323, %323
  %1333 = trunc i64 %1332 to i32
  %1334 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1333
  %1335 = load half, ptr addrspace(3) %1334, align 2
  %1336 = add nuw nsw i64 %1323, %324
  %1337 = trunc i64 %1336 to i32
  %1338 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1337
  %1339 = load half, ptr addrspace(3) %1338, align 2
  %1340 = add nuw nsw i64 %1323, %325
  %1341 = trunc i64 %1340 to i32
  %1342 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1341
  %1343 = load half, ptr addrspace(3) %1342, align 2
  %1344 = add nuw nsw i64 %1323, %326
  %1345 = trunc i64 %1344 to i32
  %1346 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1345
  %1347 = load half, ptr addrspace(3) %1346, align 2
  %1348 = add nuw nsw i64 %1323, %327
  %1349 = trunc i64 %1348 to i32
  %1350 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1349
  %1351 = load half, ptr addrspace(3) %1350, align 2
  %1352 = add nuw nsw i64 %1323, %328
  %1353 = trunc i64 %1352 to i32
  %1354 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28416), i32 %1353
  %1355 = load half, ptr addrspace(3) %1354, align 2
  %1356 = insertelement <2 x half> poison, half %1294, i64 0
  %1357 = insertelement <2 x half> %1356, half %1298, i64 1
  %1358 = bitcast <2 x half> %1357 to i32
  %1359 = insertelement <2 x half> poison, half %1302, i64 0
  %1360 = insertelement <2 x half> %1359, half %1306, i64 1
  %1361 = bitcast <2 x half> %1360 to i32
  %1362 = insertelement <2 x half> poison, half %1310, i64 0
  %1363 = insertelement <2 x half> %1362, half %1314, i64 1
  %1364 = bitcast <2 x half> %1363 to i32
  %1365 = insertelement <2 x half> poison, half %1318, i64 0
  %1366 = insertelement <2 x half> %1365, half %1322, i64 1
  %1367 = bitcast <2 x half> %1366 to i32
  %1368 = insertelement <2 x half> poison, half %1327, i64 0
  %1369 = insertelement <2 x half> %1368, half %1331, i64 1
  %1370 = bitcast <2 x half> %1369 to i32
  %1371 = insertelement <2 x half> poison, half %1335, i64 0
  %1372 = insertelement <2 x half> %1371, half %1339, i64 1
  %1373 = bitcast <2 x half> %1372 to i32
  %1374 = insertelement <2 x half> poison, half %1343, i64 0
  %1375 = insertelement <2 x half> %1374, half %1347, i64 1
  %1376 = bitcast <2 x half> %1375 to i32
  %1377 = insertelement <2 x half> poison, half %1351, i64 0
  %1378 = insertelement <2 x half> %1377, half %1355, i64 1
  %1379 = bitcast <2 x half> %1378 to i32
  %1380 = insertelement <8 x i32> poison, i32 %1358, i64 0
  %1381 = insertelement <8 x i32> %1380, i32 %1361, i64 1
  %1382 = insertelement <8 x i32> %1381, i32 %1364, i64 2
  %1383 = insertelement <8 x i32> %1382, i32 %1367, i64 3
  %1384 = insertelement <8 x i32> %1383, i32 %1370, i64 4
  %1385 = insertelement <8 x i32> %1384, i32 %1373, i64 5
  %1386 = insertelement <8 x i32> %1385, i32 %1376, i64 6
  %1387 = insertelement <8 x i32> %1386, i32 %1379, i64 7
  %1388 = load half, ptr addrspace(3) %466, align 2
  %1389 = load half, ptr addrspace(3) %470, align 2
  %1390 = load half, ptr addrspace(3) %474, align 2
  %1391 = load half, ptr addrspace(3) %478, align 2
  %1392 = load half, ptr addrspace(3) %482, align 2
  %1393 = load half, ptr addrspace(3) %486, align 2
  %1394 = load half, ptr addrspace(3) %490, align 2
  %1395 = load half, ptr addrspace(3) %494, align 2
  %1396 = load half, ptr addrspace(3) %498, align 2
  %1397 = load half, ptr addrspace(3) %501, align 2
  %1398 = load half, ptr addrspace(3) %504, align 2
  %1399 = load half, ptr addrspace(3) %507, align 2
  %1400 = load half, ptr addrspace(3) %510, align 2
  %1401 = load half, ptr addrspace(3) %513, align 2
  %1402 = load half, ptr addrspace(3) %516, align 2
  %1403 = load half, ptr addrspace(3) %519, align 2
  %1404 = insertelement <2 x half> poison, half %1388, i64 0
  %1405 = insertelement <2 x half> %1404, half %1389, i64 1
  %1406 = bitcast <2 x half> %1405 to i32
  %1407 = insertelement <2 x half> poison, half %1390, i64 0
  %1408 = insertelement <2 x half> %1407, half %1391, i64 1
  %1409 = bitcast <2 x half> %1408 to i32
  %1410 = insertelement <2 x half> poison, half %1392, i64 0
  %1411 = insertelement <2 x half> %1410, half %1393, i64 1
  %1412 = bitcast <2 x half> %1411 to i32
  %1413 = insertelement <2 x half> poison, half %1394, i64 0
  %1414 = insertelement <2 x half> %1413, half %1395, i64 1
  %1415 = bitcast <2 x half> %1414 to i32
  %1416 = insertelement <2 x half> poison, half %1396, i64 0
  %1417 = insertelement <2 x half> %1416, half %1397, i64 1
  %1418 = bitcast <2 x half> %1417 to i32
  %1419 = insertelement <2 x half> poison, half %1398, i64 0
  %1420 = insertelement <2 x half> %1419, half %1399, i64 1
  %1421 = bitcast <2 x half> %1420 to i32
  %1422 = insertelement <2 x half> poison, half %1400, i64 0
  %1423 = insertelement <2 x half> %1422, half %1401, i64 1
  %1424 = bitcast <2 x half> %1423 to i32
  %1425 = insertelement <2 x half> poison, half %1402, i64 0
  %1426 = insertelement <2 x half> %1425, half %1403, i64 1
  %1427 = bitcast <2 x half> %1426 to i32
  %1428 = insertelement <8 x i32> poison, i32 %1406, i64 0
  %1429 = insertelement <8 x i32> %1428, i32 %1409, i64 1
  %1430 = insertelement <8 x i32> %1429, i32 %1412, i64 2
  %1431 = insertelement <8 x i32> %1430, i32 %1415, i64 3
  %1432 = insertelement <8 x i32> %1431, i32 %1418, i64 4
  %1433 = insertelement <8 x i32> %1432, i32 %1421, i64 5
  %1434 = insertelement <8 x i32> %1433, i32 %1424, i64 6
  %1435 = insertelement <8 x i32> %1434, i32 %1427, i64 7
  %1436 = tail call <8 x i32> @llvm.musa.ffmma.m16n16k32.mma(<8 x i32> %1387, <8 x i32> %1435, <8 x i32> %1288, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %1436 to <8 x float>
  %1437 = extractelement <8 x float> %bc, i64 0
  %1438 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %1247
  store float %1437, ptr addrspace(3) %1438, align 4
  %1439 = extractelement <8 x float> %bc, i64 1
  %1440 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %1251
  store float %1439, ptr addrspace(3) %1440, align 4
  %1441 = extractelement <8 x float> %bc, i64 2
  %1442 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %1256
  store float %1441, ptr addrspace(3) %1442, align 4
  %1443 = extractelement <8 x float> %bc, i64 3
  %1444 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %1260
  store float %1443, ptr addrspace(3) %1444, align 4
  %1445 = extractelement <8 x float> %bc, i64 4
  %1446 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %1265
  store float %1445, ptr addrspace(3) %1446, align 4
  %1447 = extractelement <8 x float> %bc, i64 5
  %1448 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %1269
  store float %1447, ptr addrspace(3) %1448, align 4
  %1449 = extractelement <8 x float> %bc, i64 6
  %1450 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %1274
  store float %1449, ptr addrspace(3) %1450, align 4
  %1451 = extractelement <8 x float> %bc, i64 7
  %1452 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %1278
  store float %1451, ptr addrspace(3) %1452, align 4
  br label %1453

1453: ; preds = %1241, %1236
  %1454 = add nuw nsw i64 %1237, 1
  %1455 = icmp ult i64 %1237, 3
  br i1 %1455, label %1236, label %1456

1456: ; preds = %1453
  tail call void @llvm.musa.syncthreads.lm()
  %1457 = load <8 x float>, ptr addrspace(3) %308, align 16
  %1458 = load float, ptr addrspace(3) %309, align 16
  %1459 = load <4 x float>, ptr addrspace(3) %310, align 4
  %1460 = load float, ptr addrspace(3) %311, align 4
  %1461 = load float, ptr addrspace(3) %312, align 8
  %1462 = load float, ptr addrspace(3) %313, align 4
  %1463 = load <8 x float>, ptr addrspace(3) %314, align 16
  %1464 = load <8 x float>, ptr addrspace(3) %315, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1465, label %1471

1465: ; preds = %1456
  %1466 = load float, ptr addrspace(3) %520, align 4
  %1467 = load float, ptr addrspace(3) %457, align 4
  %1468 = fmul contract float %1466, %1467
  %1469 = load float, ptr addrspace(3) %521, align 4
  %1470 = fadd contract float %1468, %1469
  store float %1470, ptr addrspace(3) %520, align 4
  br label %1471

1471: ; preds = %1465, %1456
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1472, label %1476

1472: ; preds = %1471
  %1473 = load float, ptr addrspace(3) %455, align 4
  %1474 = load float, ptr addrspace(3) %456, align 4
  %1475 = tail call float @llvm.maxnum.f32(float %1473, float %1474)
  store float %1475, ptr addrspace(3) %455, align 4
  br label %1476

1476: ; preds = %1472, %1471
  tail call void @llvm.musa.syncthreads.lm()
  store half %567, ptr addrspace(3) %55, align 16
  store half %568, ptr addrspace(3) %57, align 2
  store half %569, ptr addrspace(3) %59, align 4
  store half %570, ptr addrspace(3) %61, align 2
  store half %571, ptr addrspace(3) %63, align 8
  store half %572, ptr addrspace(3) %65, align 2
  store half %573, ptr addrspace(3) %67, align 4
  store half %574, ptr addrspace(3) %69, align 2
  store half %580, ptr addrspace(3) %72, align 16
  store half %971, ptr addrspace(3) %74, align 2
  store half %581, ptr addrspace(3) %76, align 4
  store half %972, ptr addrspace(3) %78, align 2
  store half %582, ptr addrspace(3) %80, align 8
  store half %973, ptr addrspace(3) %82, align 2
  store half %583, ptr addrspace(3) %84, align 4
  store half %974, ptr addrspace(3) %86, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %1477 = extractelement <8 x float> %1457, i64 0
  %1478 = extractelement <8 x float> %1457, i64 1
  %1479 = extractelement <8 x float> %1457, i64 2
  %1480 = extractelement <8 x float> %1457, i64 3
  %1481 = extractelement <8 x float> %1457, i64 4
  %1482 = extractelement <8 x float> %1457, i64 5
  %1483 = extractelement <8 x float> %1457, i64 6
  %1484 = extractelement <8 x float> %1457, i64 7
  %1485 = extractelement <8 x float> %1463, i64 0
  %1486 = extractelement <8 x float> %1463, i64 1
  %1487 = extractelement <8 x float> %1463, i64 2
  %1488 = extractelement <8 x float> %1463, i64 3
  %1489 = extractelement <8 x float> %1463, i64 4
  %1490 = extractelement <8 x float> %1463, i64 5
  %1491 = extractelement <8 x float> %1463, i64 6
  %1492 = extractelement <8 x float> %1463, i64 7
  %1493 = extractelement <8 x float> %1464, i64 0
  %1494 = extractelement <8 x float> %1464, i64 1
  %1495 = extractelement <8 x float> %1464, i64 2
  %1496 = extractelement <8 x float> %1464, i64 3
  %1497 = extractelement <8 x float> %1464, i64 4
  %1498 = extractelement <8 x float> %1464, i64 5
  %1499 = extractelement <8 x float> %1464, i64 6
  %1500 = extractelement <8 x float> %1464, i64 7
  %1501 = extractelement <4 x float> %1459, i64 0
  %1502 = extractelement <4 x float> %1459, i64 1
  %1503 = extractelement <4 x float> %1459, i64 2
  %1504 = extractelement <4 x float> %1459, i64 3
  br i1 %557, label %522, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1476
  %1505 = insertelement <8 x float> poison, float %1458, i64 0
  %1506 = shufflevector <4 x float> %1459, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %1507 = shufflevector <8 x float> %1505, <8 x float> %1506, <8 x i32> <i32 0, i32 8, i32 9, i32 10, i32 11, i32 poison, i32 poison, i32 poison>
  %1508 = insertelement <8 x float> %1507, float %1460, i64 5
  %1509 = insertelement <8 x float> %1508, float %1461, i64 6
  %1510 = insertelement <8 x float> %1509, float %1462, i64 7
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %43
  %1511 = phi <8 x float> [ zeroinitializer, %43 ], [ %1457, %._crit_edge.loopexit ]
  %1512 = phi <8 x float> [ zeroinitializer, %43 ], [ %1510, %._crit_edge.loopexit ]
  %1513 = phi <8 x float> [ zeroinitializer, %43 ], [ %1463, %._crit_edge.loopexit ]
  %1514 = phi <8 x float> [ zeroinitializer, %43 ], [ %1464, %._crit_edge.loopexit ]
  %1515 = getelementptr float, ptr addrspace(3) @global_smem, i32 %23
  %1516 = load float, ptr addrspace(3) %1515, align 4
  %1517 = insertelement <8 x float> poison, float %1516, i64 0
  %1518 = shufflevector <8 x float> %1517, <8 x float> poison, <8 x i32> zeroinitializer
  %1519 = fdiv <8 x float> %1511, %1518
  %1520 = fptrunc <8 x float> %1519 to <8 x half>
  %1521 = getelementptr half, ptr addrspace(1) %3, i64 %89
  %1522 = getelementptr half, ptr addrspace(1) %1521, i64 %20
  store <8 x half> %1520, ptr addrspace(1) %1522, align 16
  %1523 = fdiv <8 x float> %1512, %1518
  %1524 = fptrunc <8 x float> %1523 to <8 x half>
  %1525 = getelementptr half, ptr addrspace(1) %1521, i64 %22
  store <8 x half> %1524, ptr addrspace(1) %1525, align 16
  %1526 = getelementptr float, ptr addrspace(3) @global_smem, i32 %95
  %1527 = load float, ptr addrspace(3) %1526, align 4
  %1528 = insertelement <8 x float> poison, float %1527, i64 0
  %1529 = shufflevector <8 x float> %1528, <8 x float> poison, <8 x i32> zeroinitializer
  %1530 = fdiv <8 x float> %1513, %1529
  %1531 = fptrunc <8 x float> %1530 to <8 x half>
  %1532 = getelementptr half, ptr addrspace(1) %3, i64 %98
  %1533 = getelementptr half, ptr addrspace(1) %1532, i64 %20
  store <8 x half> %1531, ptr addrspace(1) %1533, align 16
  %1534 = fdiv <8 x float> %1514, %1529
  %1535 = fptrunc <8 x float> %1534 to <8 x half>
  %1536 = getelementptr half, ptr addrspace(1) %1532, i64 %22
  store <8 x half> %1535, ptr addrspace(1) %1536, align 16
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
