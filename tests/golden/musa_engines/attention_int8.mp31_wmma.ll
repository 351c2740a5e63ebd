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
  br i1 %11, label %32, label %35

32: ; preds = %30
  %33 = getelementptr half, ptr addrspace(1) %26, i64 %22
  %34 = load <8 x half>, ptr addrspace(1) %33, align 16
  br label %35

35: ; preds = %32, %30
  %36 = phi <8 x half> [ %34, %32 ], [ zeroinitializer, %30 ]
  %37 = add i32 %10, %23
  %38 = shl i32 %37, 6
  %39 = sext i32 %38 to i64
  %40 = getelementptr i8, ptr addrspace(1) %0, i64 %39
  %41 = getelementptr i8, ptr addrspace(1) %40, i64 %20
  %42 = and i64 %19, -64
  %43 = trunc i64 %19 to i32
  %44 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %43
  %45 = add nsw i64 %19, 2048
  %46 = lshr i64 %45, 6
  %47 = trunc i64 %46 to i32
  %48 = add i32 %10, %47
  %49 = shl i32 %48, 6
  %50 = sext i32 %49 to i64
  %51 = getelementptr i8, ptr addrspace(1) %0, i64 %50
  %52 = getelementptr i8, ptr addrspace(1) %51, i64 %20
  %53 = and i64 %45, -64
  %54 = or i64 %53, %20
  %55 = trunc i64 %54 to i32
  %56 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %55
  %57 = or i64 %20, 1
  %58 = or i64 %20, 2
  %59 = or i64 %20, 3
  %60 = or i64 %20, 4
  %61 = or i64 %20, 5
  %62 = or i64 %20, 6
  %63 = or i64 %20, 7
  %64 = or i64 %20, 9
  %65 = or i64 %20, 10
  %66 = or i64 %20, 11
  %67 = or i64 %20, 12
  %68 = or i64 %20, 13
  %69 = or i64 %20, 14
  %70 = or i64 %20, 15
  %71 = mul nuw nsw i64 %20, 48
  %72 = add nuw nsw i64 %71, %21
  %73 = trunc i64 %72 to i32
  %74 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %73
  %75 = mul nuw nsw i64 %57, 48
  %76 = add nuw nsw i64 %75, %21
  %77 = trunc i64 %76 to i32
  %78 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %77
  %79 = mul nuw nsw i64 %58, 48
  %80 = add nuw nsw i64 %79, %21
  %81 = trunc i64 %80 to i32
  %82 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %81
  %83 = mul nuw nsw i64 %59, 48
  %84 = add nuw nsw i64 %83, %21
  %85 = trunc i64 %84 to i32
  %86 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %85
  %87 = mul nuw nsw i64 %60, 48
  %88 = add nuw nsw i64 %87, %21
  %89 = trunc i64 %88 to i32
  %90 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %89
  %91 = mul nuw nsw i64 %61, 48
  %92 = add nuw nsw i64 %91, %21
  %93 = trunc i64 %92 to i32
  %94 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %93
  %95 = mul nuw nsw i64 %62, 48
  %96 = add nuw nsw i64 %95, %21
  %97 = trunc i64 %96 to i32
  %98 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %97
  %99 = mul nuw nsw i64 %63, 48
  %100 = add nuw nsw i64 %99, %21
  %101 = trunc i64 %100 to i32
  %102 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %101
  %103 = mul nuw nsw i64 %22, 48
  %104 = add nuw nsw i64 %103, %21
  %105 = trunc i64 %104 to i32
  %106 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %105
  %107 = mul nuw nsw i64 %64, 48
  %108 = add nuw nsw i64 %107, %21
  %109 = trunc i64 %108 to i32
  %110 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %109
  %111 = mul nuw nsw i64 %65, 48
  %112 = add nuw nsw i64 %111, %21
  %113 = trunc i64 %112 to i32
  %114 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %113
  %115 = mul nuw nsw i64 %66, 48
  %116 = add nuw nsw i64 %115, %21
  %117 = trunc i64 %116 to i32
  %118 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %117
  %119 = mul nuw nsw i64 %67, 48
  %120 = add nuw nsw i64 %119, %21
  %121 = trunc i64 %120 to i32
  %122 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %121
  %123 = mul nuw nsw i64 %68, 48
  %124 = add nuw nsw i64 %123, %21
  %125 = trunc i64 %124 to i32
  %126 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %125
  %127 = mul nuw nsw i64 %69, 48
  %128 = add nuw nsw i64 %127, %21
  %129 = trunc i64 %128 to i32
  %130 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %129
  %131 = mul nuw nsw i64 %70, 48
  %132 = add nuw nsw i64 %131, %21
  %133 = trunc i64 %132 to i32
  %134 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %133
  %135 = lshr i64 %8, 5
  %136 = and i64 %8, 3
  %137 = lshr i64 %8, 2
  %138 = and i64 %137, 1
  %139 = lshr i64 %8, 3
  %140 = and i64 %139, 1
  %141 = shl nuw nsw i64 %140, 1
  %142 = lshr i64 %8, 4
  %143 = and i64 %142, 1
  %144 = shl nuw nsw i64 %143, 2
  %145 = or i64 %141, %144
  %146 = or i64 %145, %138
  %147 = shl nuw nsw i64 %143, 1
  %148 = or i64 %147, %140
  %149 = and i64 %8, 1
  %150 = icmp ult i32 %7, 128
  %151 = and i64 %19, 4294967264
  %152 = shl nuw nsw i64 %149, 4
  %153 = select i1 %150, i64 %151, i64 0
  %154 = or i64 %153, %152
  %155 = trunc i64 %154 to i32
  %156 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %155
  %157 = or i32 %155, 1
  %158 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %157
  %159 = or i32 %155, 2
  %160 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %159
  %161 = or i32 %155, 3
  %162 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %161
  %163 = or i32 %155, 4
  %164 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %163
  %165 = or i32 %155, 5
  %166 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %165
  %167 = or i32 %155, 6
  %168 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %167
  %169 = or i32 %155, 7
  %170 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %169
  %171 = or i32 %155, 8
  %172 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %171
  %173 = or i32 %155, 9
  %174 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %173
  %175 = or i32 %155, 10
  %176 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %175
  %177 = or i32 %155, 11
  %178 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %177
  %179 = or i32 %155, 12
  %180 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %179
  %181 = or i32 %155, 13
  %182 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %181
  %183 = or i32 %155, 14
  %184 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %183
  %185 = or i32 %155, 15
  %186 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %185
  %187 = icmp eq i64 %149, 0
  %188 = and i1 %150, %187
  %189 = and i64 %19, 16
  %190 = lshr i64 %19, 5
  %191 = or i64 %189, 8
  %192 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %43
  %193 = trunc i64 %190 to i32
  %194 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %193
  %195 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15872), i32 %193
  %196 = or i32 %43, 1
  %197 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %196
  %198 = or i32 %43, 2
  %199 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %198
  %200 = or i32 %43, 3
  %201 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %200
  %202 = or i32 %43, 4
  %203 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %202
  %204 = or i32 %43, 5
  %205 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %204
  %206 = or i32 %43, 6
  %207 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %206
  %208 = or i32 %43, 7
  %209 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %208
  %210 = or i64 %191, %151
  %211 = trunc i64 %210 to i32
  %212 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %211
  %213 = or i32 %43, 9
  %214 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %213
  %215 = or i32 %43, 10
  %216 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %215
  %217 = or i32 %43, 11
  %218 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %217
  %219 = or i32 %43, 12
  %220 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %219
  %221 = or i32 %43, 13
  %222 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %221
  %223 = or i32 %43, 14
  %224 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %223
  %225 = or i32 %43, 15
  %226 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %225
  %227 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %43
  %228 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %196
  %229 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %198
  %230 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %200
  %231 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %202
  %232 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %204
  %233 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %206
  %234 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %208
  %235 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %211
  %236 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %213
  %237 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %215
  %238 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %217
  %239 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %219
  %240 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %221
  %241 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %223
  %242 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %225
  %243 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %155
  %244 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %157
  %245 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %159
  %246 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %161
  %247 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %163
  %248 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %165
  %249 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %167
  %250 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %169
  %251 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %171
  %252 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %173
  %253 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %175
  %254 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %177
  %255 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %179
  %256 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %181
  %257 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %183
  %258 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %185
  %259 = mul i64 %190, 40
  %260 = add i64 %259, %189
  %261 = trunc i64 %260 to i32
  %262 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %261
  %263 = add i64 %191, %259
  %264 = trunc i64 %263 to i32
  %265 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %264
  %266 = mul i64 %21, 72
  %267 = add i64 %266, %20
  %268 = trunc i64 %267 to i32
  %269 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %268
  %270 = add i64 %22, %266
  %271 = trunc i64 %270 to i32
  %272 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %271
  %273 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16128), i32 %23
  %274 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %43
  %275 = or i64 %57, %42
  %276 = trunc i64 %275 to i32
  %277 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %276
  %278 = or i64 %58, %42
  %279 = trunc i64 %278 to i32
  %280 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %279
  %281 = or i64 %59, %42
  %282 = trunc i64 %281 to i32
  %283 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %282
  %284 = or i64 %60, %42
  %285 = trunc i64 %284 to i32
  %286 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %285
  %287 = or i64 %61, %42
  %288 = trunc i64 %287 to i32
  %289 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %288
  %290 = or i64 %62, %42
  %291 = trunc i64 %290 to i32
  %292 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %291
  %293 = or i64 %63, %42
  %294 = trunc i64 %293 to i32
  %295 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %294
  %296 = or i64 %22, %42
  %297 = trunc i64 %296 to i32
  %298 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %297
  %299 = or i64 %64, %42
  %300 = trunc i64 %299 to i32
  %301 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %300
  %302 = or i64 %65, %42
  %303 = trunc i64 %302 to i32
  %304 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %303
  %305 = or i64 %66, %42
  %306 = trunc i64 %305 to i32
  %307 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %306
  %308 = or i64 %67, %42
  %309 = trunc i64 %308 to i32
  %310 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %309
  %311 = or i64 %68, %42
  %312 = trunc i64 %311 to i32
  %313 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %312
  %314 = or i64 %69, %42
  %315 = trunc i64 %314 to i32
  %316 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %315
  %317 = or i64 %70, %42
  %318 = trunc i64 %317 to i32
  %319 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %318
  %320 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16128), i32 %47
  %321 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %55
  %322 = or i32 %55, 1
  %323 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %322
  %324 = or i32 %55, 2
  %325 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %324
  %326 = or i32 %55, 3
  %327 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %326
  %328 = or i32 %55, 4
  %329 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %328
  %330 = or i32 %55, 5
  %331 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %330
  %332 = or i32 %55, 6
  %333 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %332
  %334 = or i32 %55, 7
  %335 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %334
  %336 = or i64 %22, %53
  %337 = trunc i64 %336 to i32
  %338 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %337
  %339 = or i32 %55, 9
  %340 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %339
  %341 = or i32 %55, 10
  %342 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %341
  %343 = or i32 %55, 11
  %344 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %343
  %345 = or i32 %55, 12
  %346 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %345
  %347 = or i32 %55, 13
  %348 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %347
  %349 = or i32 %55, 14
  %350 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %349
  %351 = or i32 %55, 15
  %352 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %351
  %invariant.gep = getelementptr i8, ptr addrspace(1) %1, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %35
  %urem = and i64 %8, 7
  %353 = shl nuw nsw i64 %135, 4
  %354 = and i64 %353, 16
  %355 = or i64 %136, 4
  %356 = or i64 %136, 8
  %357 = or i64 %136, 12
  %358 = or i64 %136, 16
  %359 = or i64 %136, 20
  %360 = or i64 %136, 24
  %361 = or i64 %136, 28
  %362 = or i64 %136, 32
  %363 = or i64 %136, 36
  %364 = or i64 %136, 40
  %365 = or i64 %136, 44
  %366 = or i64 %136, 48
  %367 = or i64 %136, 52
  %368 = or i64 %136, 56
  %369 = or i64 %136, 60
  %370 = or i64 %146, %354
  %371 = mul nuw nsw i64 %136, 48
  %372 = add nuw nsw i64 %370, %371
  %373 = trunc i64 %372 to i32
  %374 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %373
  %375 = mul nuw nsw i64 %355, 48
  %376 = add nuw nsw i64 %370, %375
  %377 = trunc i64 %376 to i32
  %378 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %377
  %379 = mul nuw nsw i64 %356, 48
  %380 = add nuw nsw i64 %370, %379
  %381 = trunc i64 %380 to i32
  %382 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %381
  %383 = mul nuw nsw i64 %357, 48
  %384 = add nuw nsw i64 %370, %383
  %385 = trunc i64 %384 to i32
  %386 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %385
  %387 = mul nuw nsw i64 %358, 48
  %388 = add nuw nsw i64 %370, %387
  %389 = trunc i64 %388 to i32
  %390 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %389
  %391 = mul nuw nsw i64 %359, 48
  %392 = add nuw nsw i64 %370, %391
  %393 = trunc i64 %392 to i32
  %394 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %393
  %395 = mul nuw nsw i64 %360, 48
  %396 = add nuw nsw i64 %370, %395
  %397 = trunc i64 %396 to i32
  %398 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %397
  %399 = mul nuw nsw i64 %361, 48
  %400 = add nuw nsw i64 %370, %399
  %401 = trunc i64 %400 to i32
  %402 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %401
  %403 = mul nuw nsw i64 %362, 48
  %404 = add nuw nsw i64 %370, %403
  %405 = trunc i64 %404 to i32
  %406 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %405
  %407 = mul nuw nsw i64 %363, 48
  %408 = add nuw nsw i64 %370, %407
  %409 = trunc i64 %408 to i32
  %410 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %409
  %411 = mul nuw nsw i64 %364, 48
  %412 = add nuw nsw i64 %370, %411
  %413 = trunc i64 %412 to i32
  %414 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %413
  %415 = mul nuw nsw i64 %365, 48
  %416 = add nuw nsw i64 %370, %415
  %417 = trunc i64 %416 to i32
  %418 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %417
  %419 = mul nuw nsw i64 %366, 48
  %420 = add nuw nsw i64 %370, %419
  %421 = trunc i64 %420 to i32
  %422 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %421
  %423 = mul nuw nsw i64 %367, 48
  %424 = add nuw nsw i64 %370, %423
  %425 = trunc i64 %424 to i32
  %426 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %425
  %427 = mul nuw nsw i64 %368, 48
  %428 = add nuw nsw i64 %370, %427
  %429 = trunc i64 %428 to i32
  %430 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %429
  %431 = mul nuw nsw i64 %369, 48
  %432 = add nuw nsw i64 %370, %431
  %433 = trunc i64 %432 to i32
  %434 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %433
  %435 = or i64 %370, 8
  %436 = add nuw nsw i64 %435, %371
  %437 = trunc i64 %436 to i32
  %438 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %437
  %439 = add nuw nsw i64 %435, %375
  %440 = trunc i64 %439 to i32
  %441 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %440
  %442 = add nuw nsw i64 %435, %379
  %443 = trunc i64 %442 to i32
  %444 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %443
  %445 = add nuw nsw i64 %435, %383
  %446 = trunc i64 %445 to i32
  %447 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %446
  %448 = add nuw nsw i64 %435, %387
  %449 = trunc i64 %448 to i32
  %450 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %449
  %451 = add nuw nsw i64 %435, %391
  %452 = trunc i64 %451 to i32
  %453 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %452
  %454 = add nuw nsw i64 %435, %395
  %455 = trunc i64 %454 to i32
  %456 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %455
  %457 = add nuw nsw i64 %435, %399
  %458 = trunc i64 %457 to i32
  %459 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %458
  %460 = add nuw nsw i64 %435, %403
  %461 = trunc i64 %460 to i32
  %462 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %461
  %463 = add nuw nsw i64 %435, %407
  %464 = trunc i64 %463 to i32
  %465 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %464
  %466 = add nuw nsw i64 %435, %411
  %467 = trunc i64 %466 to i32
  %468 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %467
  %469 = add nuw nsw i64 %435, %415
  %470 = trunc i64 %469 to i32
  %471 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %470
  %472 = add nuw nsw i64 %435, %419
  %473 = trunc i64 %472 to i32
  %474 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %473
  %475 = add nuw nsw i64 %435, %423
  %476 = trunc i64 %475 to i32
  %477 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %476
  %478 = add nuw nsw i64 %435, %427
  %479 = trunc i64 %478 to i32
  %480 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %479
  %481 = add nuw nsw i64 %435, %431
  %482 = trunc i64 %481 to i32
  %483 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %482
  %484 = or i64 %354, %urem
  %485 = or i64 %484, 8
  %486 = lshr i32 %7, 1
  %487 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15872), i32 %486
  %488 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %489 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15872), i32 %7
  %490 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16128), i32 %7
  %491 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %486
  %492 = and i64 %353, 48
  %493 = or i64 %492, %urem
  %494 = or i64 %493, 8
  %495 = or i64 %146, %492
  %496 = mul nuw nsw i64 %136, 72
  %497 = add nuw nsw i64 %495, %496
  %498 = trunc i64 %497 to i32
  %499 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %498
  %500 = mul nuw nsw i64 %355, 72
  %501 = add nuw nsw i64 %495, %500
  %502 = trunc i64 %501 to i32
  %503 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %502
  %504 = mul nuw nsw i64 %356, 72
  %505 = add nuw nsw i64 %495, %504
  %506 = trunc i64 %505 to i32
  %507 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %506
  %508 = mul nuw nsw i64 %357, 72
  %509 = add nuw nsw i64 %495, %508
  %510 = trunc i64 %509 to i32
  %511 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %510
  %512 = mul nuw nsw i64 %358, 72
  %513 = add nuw nsw i64 %495, %512
  %514 = trunc i64 %513 to i32
  %515 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %514
  %516 = mul nuw nsw i64 %359, 72
  %517 = add nuw nsw i64 %495, %516
  %518 = trunc i64 %517 to i32
  %519 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %518
  %520 = mul nuw nsw i64 %360, 72
  %521 = add nuw nsw i64 %495, %520
  %522 = trunc i64 %521 to i32
  %523 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %522
  %524 = mul nuw nsw i64 %361, 72
  %525 = add nuw nsw i64 %495, %524
  %526 = trunc i64 %525 to i32
  %527 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %526
  %528 = or i64 %495, 8
  %529 = add nuw nsw i64 %528, %496
  %530 = trunc i64 %529 to i32
  %531 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %530
  %532 = add nuw nsw i64 %528, %500
  %533 = trunc i64 %532 to i32
  %534 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %533
  %535 = add nuw nsw i64 %528, %504
  %536 = trunc i64 %535 to i32
  %537 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %536
  %538 = add nuw nsw i64 %528, %508
  %539 = trunc i64 %538 to i32
  %540 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %539
  %541 = add nuw nsw i64 %528, %512
  %542 = trunc i64 %541 to i32
  %543 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %542
  %544 = add nuw nsw i64 %528, %516
  %545 = trunc i64 %544 to i32
  %546 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %545
  %547 = add nuw nsw i64 %528, %520
  %548 = trunc i64 %547 to i32
  %549 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %548
  %550 = add nuw nsw i64 %528, %524
  %551 = trunc i64 %550 to i32
  %552 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29952), i32 %551
  %553 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %554 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %7
  br label %555

555: ; preds = %.lr.ph, %1445
  %556 = phi float [ 0.000000e+00, %.lr.ph ], [ %1469, %1445 ]
  %557 = phi float [ 0.000000e+00, %.lr.ph ], [ %1468, %1445 ]
  %558 = phi float [ 0.000000e+00, %.lr.ph ], [ %1467, %1445 ]
  %559 = phi float [ 0.000000e+00, %.lr.ph ], [ %1466, %1445 ]
  %560 = phi float [ 0.000000e+00, %.lr.ph ], [ %1465, %1445 ]
  %561 = phi float [ 0.000000e+00, %.lr.ph ], [ %1464, %1445 ]
  %562 = phi float [ 0.000000e+00, %.lr.ph ], [ %1463, %1445 ]
  %563 = phi float [ 0.000000e+00, %.lr.ph ], [ %1462, %1445 ]
  %564 = phi float [ 0.000000e+00, %.lr.ph ], [ %1461, %1445 ]
  %565 = phi float [ 0.000000e+00, %.lr.ph ], [ %1460, %1445 ]
  %566 = phi float [ 0.000000e+00, %.lr.ph ], [ %1459, %1445 ]
  %567 = phi float [ 0.000000e+00, %.lr.ph ], [ %1458, %1445 ]
  %568 = phi float [ 0.000000e+00, %.lr.ph ], [ %1457, %1445 ]
  %569 = phi float [ 0.000000e+00, %.lr.ph ], [ %1456, %1445 ]
  %570 = phi float [ 0.000000e+00, %.lr.ph ], [ %1455, %1445 ]
  %571 = phi float [ 0.000000e+00, %.lr.ph ], [ %1454, %1445 ]
  %572 = phi float [ 0.000000e+00, %.lr.ph ], [ %1453, %1445 ]
  %573 = phi float [ 0.000000e+00, %.lr.ph ], [ %1452, %1445 ]
  %574 = phi float [ 0.000000e+00, %.lr.ph ], [ %1451, %1445 ]
  %575 = phi float [ 0.000000e+00, %.lr.ph ], [ %1450, %1445 ]
  %576 = phi float [ 0.000000e+00, %.lr.ph ], [ %1449, %1445 ]
  %577 = phi float [ 0.000000e+00, %.lr.ph ], [ %1448, %1445 ]
  %578 = phi float [ 0.000000e+00, %.lr.ph ], [ %1447, %1445 ]
  %579 = phi float [ 0.000000e+00, %.lr.ph ], [ %1446, %1445 ]
  %580 = phi float [ 0.000000e+00, %.lr.ph ], [ %1430, %1445 ]
  %581 = phi float [ 0.000000e+00, %.lr.ph ], [ %1429, %1445 ]
  %582 = phi float [ 0.000000e+00, %.lr.ph ], [ %1428, %1445 ]
  %583 = phi float [ 0.000000e+00, %.lr.ph ], [ %1427, %1445 ]
  %584 = phi float [ 0.000000e+00, %.lr.ph ], [ %1426, %1445 ]
  %585 = phi float [ 0.000000e+00, %.lr.ph ], [ %1425, %1445 ]
  %586 = phi float [ 0.000000e+00, %.lr.ph ], [ %1424, %1445 ]
  %587 = phi float [ 0.000000e+00, %.lr.ph ], [ %1423, %1445 ]
  %588 = phi i32 [ 0, %.lr.ph ], [ %591, %1445 ]
  %589 = phi <8 x half> [ %31, %.lr.ph ], [ %601, %1445 ]
  %590 = phi <8 x half> [ %36, %.lr.ph ], [ %606, %1445 ]
  %591 = add i32 %588, 32
  %592 = icmp slt i32 %591, %5
  %593 = add i32 %591, %23
  %594 = shl i32 %593, 6
  %595 = sext i32 %594 to i64
  %596 = getelementptr half, ptr addrspace(1) %2, i64 %595
  br i1 %592, label %597, label %600

597: ; preds = %555
  %598 = getelementptr half, ptr addrspace(1) %596, i64 %20
  %599 = load <8 x half>, ptr addrspace(1) %598, align 16
  br label %600

600: ; preds = %597, %555
  %601 = phi <8 x half> [ %599, %597 ], [ zeroinitializer, %555 ]
  br i1 %592, label %602, label %605

602: ; preds = %600
  %603 = getelementptr half, ptr addrspace(1) %596, i64 %22
  %604 = load <8 x half>, ptr addrspace(1) %603, align 16
  br label %605

605: ; preds = %602, %600
  %606 = phi <8 x half> [ %604, %602 ], [ zeroinitializer, %600 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %44, ptr addrspace(1) %41, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %56, ptr addrspace(1) %52, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.syncthreads.lm()
  %607 = add i32 %588, %23
  %608 = shl i32 %607, 6
  %609 = sext i32 %608 to i64
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %609
  %610 = load i8, ptr addrspace(1) %gep, align 16
  %611 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 1
  %612 = load i8, ptr addrspace(1) %611, align 1
  %613 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 2
  %614 = load i8, ptr addrspace(1) %613, align 2
  %615 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 3
  %616 = load i8, ptr addrspace(1) %615, align 1
  %617 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 4
  %618 = load i8, ptr addrspace(1) %617, align 4
  %619 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 5
  %620 = load i8, ptr addrspace(1) %619, align 1
  %621 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 6
  %622 = load i8, ptr addrspace(1) %621, align 2
  %623 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 7
  %624 = load i8, ptr addrspace(1) %623, align 1
  %625 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 8
  %626 = load i8, ptr addrspace(1) %625, align 8
  %627 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 9
  %628 = load i8, ptr addrspace(1) %627, align 1
  %629 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 10
  %630 = load i8, ptr addrspace(1) %629, align 2
  %631 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 11
  %632 = load i8, ptr addrspace(1) %631, align 1
  %633 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 12
  %634 = load i8, ptr addrspace(1) %633, align 4
  %635 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 13
  %636 = load i8, ptr addrspace(1) %635, align 1
  %637 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 14
  %638 = load i8, ptr addrspace(1) %637, align 2
  %639 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 15
  %640 = load i8, ptr addrspace(1) %639, align 1
  store i8 %610, ptr addrspace(3) %74, align 1
  store i8 %612, ptr addrspace(3) %78, align 1
  store i8 %614, ptr addrspace(3) %82, align 1
  store i8 %616, ptr addrspace(3) %86, align 1
  store i8 %618, ptr addrspace(3) %90, align 1
  store i8 %620, ptr addrspace(3) %94, align 1
  store i8 %622, ptr addrspace(3) %98, align 1
  store i8 %624, ptr addrspace(3) %102, align 1
  store i8 %626, ptr addrspace(3) %106, align 1
  store i8 %628, ptr addrspace(3) %110, align 1
  store i8 %630, ptr addrspace(3) %114, align 1
  store i8 %632, ptr addrspace(3) %118, align 1
  store i8 %634, ptr addrspace(3) %122, align 1
  store i8 %636, ptr addrspace(3) %126, align 1
  store i8 %638, ptr addrspace(3) %130, align 1
  store i8 %640, ptr addrspace(3) %134, align 1
  tail call void @llvm.musa.syncthreads.lm()
  br label %641

641: ; preds = %605, %946
  %642 = phi i1 [ true, %605 ], [ false, %946 ]
  %643 = phi i64 [ 0, %605 ], [ 4, %946 ]
  %644 = add nuw nsw i64 %643, %135
  %645 = icmp ult i64 %644, 8
  br i1 %645, label %646, label %946

646: ; preds = %641
  %647 = shl nuw nsw i64 %644, 3
  %648 = and i64 %647, 48
  %649 = or i64 %648, %146
  %650 = shl nuw nsw i64 %649, 6
  %651 = or i64 %650, %136
  %652 = trunc i64 %651 to i32
  %653 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %652
  %654 = load i8, ptr addrspace(3) %653, align 1
  %655 = or i64 %650, %355
  %656 = trunc i64 %655 to i32
  %657 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %656
  %658 = load i8, ptr addrspace(3) %657, align 1
  %659 = or i64 %650, %356
  %660 = trunc i64 %659 to i32
  %661 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %660
  %662 = load i8, ptr addrspace(3) %661, align 1
  %663 = or i64 %650, %357
  %664 = trunc i64 %663 to i32
  %665 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %664
  %666 = load i8, ptr addrspace(3) %665, align 1
  %667 = or i64 %650, %358
  %668 = trunc i64 %667 to i32
  %669 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %668
  %670 = load i8, ptr addrspace(3) %669, align 1
  %671 = or i64 %650, %359
  %672 = trunc i64 %671 to i32
  %673 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %672
  %674 = load i8, ptr addrspace(3) %673, align 1
  %675 = or i64 %650, %360
  %676 = trunc i64 %675 to i32
  %677 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %676
  %678 = load i8, ptr addrspace(3) %677, align 1
  %679 = or i64 %650, %361
  %680 = trunc i64 %679 to i32
  %681 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %680
  %682 = load i8, ptr addrspace(3) %681, align 1
  %683 = or i64 %650, %362
  %684 = trunc i64 %683 to i32
  %685 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %684
  %686 = load i8, ptr addrspace(3) %685, align 1
  %687 = or i64 %650, %363
  %688 = trunc i64 %687 to i32
  %689 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %688
  %690 = load i8, ptr addrspace(3) %689, align 1
  %691 = or i64 %650, %364
  %692 = trunc i64 %691 to i32
  %693 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %692
  %694 = load i8, ptr addrspace(3) %693, align 1
  %695 = or i64 %650, %365
  %696 = trunc i64 %695 to i32
  %697 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %696
  %698 = load i8, ptr addrspace(3) %697, align 1
  %699 = or i64 %650, %366
  %700 = trunc i64 %699 to i32
  %701 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %700
  %702 = load i8, ptr addrspace(3) %701, align 1
  %703 = or i64 %650, %367
  %704 = trunc i64 %703 to i32
  %705 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %704
  %706 = load i8, ptr addrspace(3) %705, align 1
  %707 = or i64 %650, %368
  %708 = trunc i64 %707 to i32
  %709 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %708
  %710 = load i8, ptr addrspace(3) %709, align 1
  %711 = or i64 %650, %369
  %712 = trunc i64 %711 to i32
  %713 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %712
  %714 = load i8, ptr addrspace(3) %713, align 1
  %715 = or i64 %650, 512
  %716 = or i64 %715, %136
  %717 = trunc i64 %716 to i32
  %718 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %717
  %719 = load i8, ptr addrspace(3) %718, align 1
  %720 = or i64 %715, %355
  %721 = trunc i64 %720 to i32
  %722 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %721
  %723 = load i8, ptr addrspace(3) %722, align 1
  %724 = or i64 %715, %356
  %725 = trunc i64 %724 to i32
  %726 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %725
  %727 = load i8, ptr addrspace(3) %726, align 1
  %728 = or i64 %715, %357
  %729 = trunc i64 %728 to i32
  %730 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %729
  %731 = load i8, ptr addrspace(3) %730, align 1
  %732 = or i64 %715, %358
  %733 = trunc i64 %732 to i32
  %734 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %733
  %735 = load i8, ptr addrspace(3) %734, align 1
  %736 = or i64 %715, %359
  %737 = trunc i64 %736 to i32
  %738 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %737
  %739 = load i8, ptr addrspace(3) %738, align 1
  %740 = or i64 %715, %360
  %741 = trunc i64 %740 to i32
  %742 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %741
  %743 = load i8, ptr addrspace(3) %742, align 1
  %744 = or i64 %715, %361
  %745 = trunc i64 %744 to i32
  %746 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %745
  %747 = load i8, ptr addrspace(3) %746, align 1
  %748 = or i64 %715, %362
  %749 = trunc i64 %748 to i32
  %750 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %749
  %751 = load i8, ptr addrspace(3) %750, align 1
  %752 = or i64 %715, %363
  %753 = trunc i64 %752 to i32
  %754 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %753
  %755 = load i8, ptr addrspace(3) %754, align 1
  %756 = or i64 %715, %364
  %757 = trunc i64 %756 to i32
  %758 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %757
  %759 = load i8, ptr addrspace(3) %758, align 1
  %760 = or i64 %715, %365
  %761 = trunc i64 %760 to i32
  %762 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %761
  %763 = load i8, ptr addrspace(3) %762, align 1
  %764 = or i64 %715, %366
  %765 = trunc i64 %764 to i32
  %766 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %765
  %767 = load i8, ptr addrspace(3) %766, align 1
  %768 = or i64 %715, %367
  %769 = trunc i64 %768 to i32
  %770 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %769
  %771 = load i8, ptr addrspace(3) %770, align 1
  %772 = or i64 %715, %368
  %773 = trunc i64 %772 to i32
  %774 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %773
  %775 = load i8, ptr addrspace(3) %774, align 1
  %776 = or i64 %715, %369
  %777 = trunc i64 %776 to i32
  %778 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %777
  %779 = load i8, ptr addrspace(3) %778, align 1
  %780 = insertelement <4 x i8> poison, i8 %654, i64 0
  %781 = insertelement <4 x i8> %780, i8 %658, i64 1
  %782 = insertelement <4 x i8> %781, i8 %662, i64 2
  %783 = insertelement <4 x i8> %782, i8 %666, i64 3
  %784 = bitcast <4 x i8> %783 to i32
  %785 = insertelement <4 x i8> poison, i8 %670, i64 0
  %786 = insertelement <4 x i8> %785, i8 %674, i64 1
  %787 = insertelement <4 x i8> %786, i8 %678, i64 2
  %788 = insertelement <4 x i8> %787, i8 %682, i64 3
  %789 = bitcast <4 x i8> %788 to i32
  %790 = insertelement <4 x i8> poison, i8 %686, i64 0
  %791 = insertelement <4 x i8> %790, i8 %690, i64 1
  %792 = insertelement <4 x i8> %791, i8 %694, i64 2
  %793 = insertelement <4 x i8> %792, i8 %698, i64 3
  %794 = bitcast <4 x i8> %793 to i32
  %795 = insertelement <4 x i8> poison, i8 %702, i64 0
  %796 = insertelement <4 x i8> %795, i8 %706, i64 1
  %797 = insertelement <4 x i8> %796, i8 %710, i64 2
  %798 = insertelement <4 x i8> %797, i8 %714, i64 3
  %799 = bitcast <4 x i8> %798 to i32
  %800 = insertelement <4 x i8> poison, i8 %719, i64 0
  %801 = insertelement <4 x i8> %800, i8 %723, i64 1
  %802 = insertelement <4 x i8> %801, i8 %727, i64 2
  %803 = insertelement <4 x i8> %802, i8 %731, i64 3
  %804 = bitcast <4 x i8> %803 to i32
  %805 = insertelement <4 x i8> poison, i8 %735, i64 0
  %806 = insertelement <4 x i8> %805, i8 %739, i64 1
  %807 = insertelement <4 x i8> %806, i8 %743, i64 2
  %808 = insertelement <4 x i8> %807, i8 %747, i64 3
  %809 = bitcast <4 x i8> %808 to i32
  %810 = insertelement <4 x i8> poison, i8 %751, i64 0
  %811 = insertelement <4 x i8> %810, i8 %755, i64 1
  %812 = insertelement <4 x i8> %811, i8 %759, i64 2
  %813 = insertelement <4 x i8> %812, i8 %763, i64 3
  %814 = bitcast <4 x i8> %813 to i32
  %815 = insertelement <4 x i8> poison, i8 %767, i64 0
  %816 = insertelement <4 x i8> %815, i8 %771, i64 1
  %817 = insertelement <4 x i8> %816, i8 %775, i64 2
  %818 = insertelement <4 x i8> %817, i8 %779, i64 3
  %819 = bitcast <4 x i8> %818 to i32
  %820 = insertelement <8 x i32> poison, i32 %784, i64 0
  %821 = insertelement <8 x i32> %820, i32 %789, i64 1
  %822 = insertelement <8 x i32> %821, i32 %794, i64 2
  %823 = insertelement <8 x i32> %822, i32 %799, i64 3
  %824 = insertelement <8 x i32> %823, i32 %804, i64 4
  %825 = insertelement <8 x i32> %824, i32 %809, i64 5
  %826 = insertelement <8 x i32> %825, i32 %814, i64 6
  %827 = insertelement <8 x i32> %826, i32 %819, i64 7
  %828 = load i8, ptr addrspace(3) %374, align 1
  %829 = load i8, ptr addrspace(3) %378, align 1
  %830 = load i8, ptr addrspace(3) %382, align 1
  %831 = load i8, ptr addrspace(3) %386, align 1
  %832 = load i8, ptr addrspace(3) %390, align 1
  %833 = load i8, ptr addrspace(3) %394, align 1
  %834 = load i8, ptr addrspace(3) %398, align 1
  %835 = load i8, ptr addrspace(3) %402, align 1
  %836 = load i8, ptr addrspace(3) %406, align 1
  %837 = load i8, ptr addrspace(3) %410, align 1
  %838 = load i8, ptr addrspace(3) %414, align 1
  %839 = load i8, ptr addrspace(3) %418, align 1
  %840 = load i8, ptr addrspace(3) %422, align 1
  %841 = load i8, ptr addrspace(3) %426, align 1
  %842 = load i8, ptr addrspace(3) %430, align 1
  %843 = load i8, ptr addrspace(3) %434, align 1
  %844 = load i8, ptr addrspace(3) %438, align 1
  %845 = load i8, ptr addrspace(3) %441, align 1
  %846 = load i8, ptr addrspace(3) %444, align 1
  %847 = load i8, ptr addrspace(3) %447, align 1
  %848 = load i8, ptr addrspace(3) %450, align 1
  %849 = load i8, ptr addrspace(3) %453, align 1
  %850 = load i8, ptr addrspace(3) %456, align 1
  %851 = load i8, ptr addrspace(3) %459, align 1
  %852 = load i8, ptr addrspace(3) %462, align 1
  %853 = load i8, ptr addrspace(3) %465, align 1
  %854 = load i8, ptr addrspace(3) %468, align 1
  %855 = load i8, ptr addrspace(3) %471, align 1
  %856 = load i8, ptr addrspace(3) %474, align 1
  %857 = load i8, ptr addrspace(3) %477, align 1
  %858 = load i8, ptr addrspace(3) %480, align 1
  %859 = load i8, ptr addrspace(3) %483, align 1
  %860 = insertelement <4 x i8> poison, i8 %828, i64 0
  %861 = insertelement <4 x i8> %860, i8 %829, i64 1
  %862 = insertelement <4 x i8> %861, i8 %830, i64 2
  %863 = insertelement <4 x i8> %862, i8 %831, i64 3
  %864 = bitcast <4 x i8> %863 to i32
  %865 = insertelement <4 x i8> poison, i8 %832, i64 0
  %866 = insertelement <4 x i8> %865, i8 %833, i64 1
  %867 = insertelement <4 x i8> %866, i8 %834, i64 2
  %868 = insertelement <4 x i8> %867, i8 %835, i64 3
  %869 = bitcast <4 x i8> %868 to i32
  %870 = insertelement <4 x i8> poison, i8 %836, i64 0
  %871 = insertelement <4 x i8> %870, i8 %837, i64 1
  %872 = insertelement <4 x i8> %871, i8 %838, i64 2
  %873 = insertelement <4 x i8> %872, i8 %839, i64 3
  %874 = bitcast <4 x i8> %873 to i32
  %875 = insertelement <4 x i8> poison, i8 %840, i64 0
  %876 = insertelement <4 x i8> %875, i8 %841, i64 1
  %877 = insertelement <4 x i8> %876, i8 %842, i64 2
  %878 = insertelement <4 x i8> %877, i8 %843, i64 3
  %879 = bitcast <4 x i8> %878 to i32
  %880 = insertelement <4 x i8> poison, i8 %844, i64 0
  %881 = insertelement <4 x i8> %880, i8 %845, i64 1
  %882 = insertelement <4 x i8> %881, i8 %846, i64 2
  %883 = insertelement <4 x i8> %882, i8 %847, i64 3
  %884 = bitcast <4 x i8> %883 to i32
  %885 = insertelement <4 x i8> poison, i8 %848, i64 0
  %886 = insertelement <4 x i8> %885, i8 %849, i64 1
  %887 = insertelement <4 x i8> %886, i8 %850, i64 2
  %888 = insertelement <4 x i8> %887, i8 %851, i64 3
  %889 = bitcast <4 x i8> %888 to i32
  %890 = insertelement <4 x i8> poison, i8 %852, i64 0
  %891 = insertelement <4 x i8> %890, i8 %853, i64 1
  %892 = insertelement <4 x i8> %891, i8 %854, i64 2
  %893 = insertelement <4 x i8> %892, i8 %855, i64 3
  %894 = bitcast <4 x i8> %893 to i32
  %895 = insertelement <4 x i8> poison, i8 %856, i64 0
  %896 = insertelement <4 x i8> %895, i8 %857, i64 1
  %897 = insertelement <4 x i8> %896, i8 %858, i64 2
  %898 = insertelement <4 x i8> %897, i8 %859, i64 3
  %899 = bitcast <4 x i8> %898 to i32
  %900 = insertelement <8 x i32> poison, i32 %864, i64 0
  %901 = insertelement <8 x i32> %900, i32 %869, i64 1
  %902 = insertelement <8 x i32> %901, i32 %874, i64 2
  %903 = insertelement <8 x i32> %902, i32 %879, i64 3
  %904 = insertelement <8 x i32> %903, i32 %884, i64 4
  %905 = insertelement <8 x i32> %904, i32 %889, i64 5
  %906 = insertelement <8 x i32> %905, i32 %894, i64 6
  %907 = insertelement <8 x i32> %906, i32 %899, i64 7
  %908 = tail call <8 x i32> @llvm.musa.imma.m16n16k64.mma(<8 x i32> %827, <8 x i32> %907, <8 x i32> zeroinitializer, i32 1, i32 1, i32 1)
  %909 = or i64 %648, %148
  %910 = extractelement <8 x i32> %908, i64 0
  %911 = shl nuw nsw i64 %909, 5
  %912 = or i64 %911, %484
  %913 = trunc i64 %912 to i32
  %914 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %913
  store i32 %910, ptr addrspace(3) %914, align 4
  %915 = extractelement <8 x i32> %908, i64 1
  %916 = or i64 %911, %485
  %917 = trunc i64 %916 to i32
  %918 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %917
  store i32 %915, ptr addrspace(3) %918, align 4
  %919 = extractelement <8 x i32> %908, i64 2
  %920 = or i64 %911, 128
  %921 = or i64 %920, %484
  %922 = trunc i64 %921 to i32
  %923 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %922
  store i32 %919, ptr addrspace(3) %923, align 4
  %924 = extractelement <8 x i32> %908, i64 3
  %925 = or i64 %920, %485
  %926 = trunc i64 %925 to i32
  %927 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %926
  store i32 %924, ptr addrspace(3) %927, align 4
  %928 = extractelement <8 x i32> %908, i64 4
  %929 = or i64 %911, 256
  %930 = or i64 %929, %484
  %931 = trunc i64 %930 to i32
  %932 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %931
  store i32 %928, ptr addrspace(3) %932, align 4
  %933 = extractelement <8 x i32> %908, i64 5
  %934 = or i64 %929, %485
  %935 = trunc i64 %934 to i32
  %936 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %935
  store i32 %933, ptr addrspace(3) %936, align 4
  %937 = extractelement <8 x i32> %908, i64 6
  %938 = or i64 %911, 384
  %939 = or i64 %938, %484
  %940 = trunc i64 %939 to i32
  %941 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %940
  store i32 %937, ptr addrspace(3) %941, align 4
  %942 = extractelement <8 x i32> %908, i64 7
  %943 = or i64 %938, %485
  %944 = trunc i64 %943 to i32
  %945 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7680), i32 %944
  store i32 %942, ptr addrspace(3) %945, align 4
  br label %946

946: ; preds = %646, %641
  br i1 %642, label %641, label %947

947: ; preds = %946
  tail call void @llvm.musa.syncthreads.lm()
  %948 = load i32, ptr addrspace(3) %156, align 16
  %949 = sitofp i32 %948 to float
  %950 = fmul contract float %949, %4
  %951 = load i32, ptr addrspace(3) %158, align 4
  %952 = sitofp i32 %951 to float
  %953 = fmul contract float %952, %4
  %954 = tail call float @llvm.maxnum.f32(float %950, float %953)
  %955 = load i32, ptr addrspace(3) %160, align 8
  %956 = sitofp i32 %955 to float
  %957 = fmul contract float %956, %4
  %958 = tail call float @llvm.maxnum.f32(float %954, float %957)
  %959 = load i32, ptr addrspace(3) %162, align 4
  %960 = sitofp i32 %959 to float
  %961 = fmul contract float %960, %4
  %962 = tail call float @llvm.maxnum.f32(float %958, float %961)
  %963 = load i32, ptr addrspace(3) %164, align 16
  %964 = sitofp i32 %963 to float
  %965 = fmul contract float %964, %4
  %966 = tail call float @llvm.maxnum.f32(float %962, float %965)
  %967 = load i32, ptr addrspace(3) %166, align 4
  %968 = sitofp i32 %967 to float
  %969 = fmul contract float %968, %4
  %970 = tail call float @llvm.maxnum.f32(float %966, float %969)
  %971 = load i32, ptr addrspace(3) %168, align 8
  %972 = sitofp i32 %971 to float
  %973 = fmul contract float %972, %4
  %974 = tail call float @llvm.maxnum.f32(float %970, float %973)
  %975 = load i32, ptr addrspace(3) %170, align 4
  %976 = sitofp i32 %975 to float
  %977 = fmul contract float %976, %4
  %978 = tail call float @llvm.maxnum.f32(float %974, float %977)
  %979 = load i32, ptr addrspace(3) %172, align 16
  %980 = sitofp i32 %979 to float
  %981 = fmul contract float %980, %4
  %982 = tail call float @llvm.maxnum.f32(float %978, float %981)
  %983 = load i32, ptr addrspace(3) %174, align 4
  %984 = sitofp i32 %983 to float
  %985 = fmul contract float %984, %4
  %986 = tail call float @llvm.maxnum.f32(float %982, float %985)
  %987 = load i32, ptr addrspace(3) %176, align 8
  %988 = sitofp i32 %987 to float
  %989 = fmul contract float %988, %4
  %990 = tail call float @llvm.maxnum.f32(float %986, float %989)
  %991 = load i32, ptr addrspace(3) %178, align 4
  %992 = sitofp i32 %991 to float
  %993 = fmul contract float %992, %4
  %994 = tail call float @llvm.maxnum.f32(float %990, float %993)
  %995 = load i32, ptr addrspace(3) %180, align 16
  %996 = sitofp i32 %995 to float
  %997 = fmul contract float %996, %4
  %998 = tail call float @llvm.maxnum.f32(float %994, float %997)
  %999 = load i32, ptr addrspace(3) %182, align 4
  %1000 = sitofp i32 %999 to float
  %1001 = fmul contract float %1000, %4
  %1002 = tail call float @llvm.maxnum.f32(float %998, float %1001)
  %1003 = load i32, ptr addrspace(3) %184, align 8
  %1004 = sitofp i32 %1003 to float
  %1005 = fmul contract float %1004, %4
  %1006 = tail call float @llvm.maxnum.f32(float %1002, float %1005)
  %1007 = load i32, ptr addrspace(3) %186, align 4
  %1008 = sitofp i32 %1007 to float
  %1009 = fmul contract float %1008, %4
  %1010 = tail call float @llvm.maxnum.f32(float %1006, float %1009)
  %1011 = bitcast float %1010 to i32
  %1012 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1011, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %188, label %1013, label %1016

1013: ; preds = %947
  %1014 = bitcast i32 %1012 to float
  %1015 = tail call float @llvm.maxnum.f32(float %1010, float %1014)
  store float %1015, ptr addrspace(3) %487, align 4
  br label %1016

1016: ; preds = %1013, %947
  tail call void @llvm.musa.syncthreads.lm()
  %1017 = load i32, ptr addrspace(3) %192, align 16
  %1018 = sitofp i32 %1017 to float
  %1019 = fmul contract float %1018, %4
  %1020 = load float, ptr addrspace(3) %194, align 4
  %1021 = load float, ptr addrspace(3) %195, align 4
  %1022 = tail call float @llvm.maxnum.f32(float %1020, float %1021)
  %1023 = fsub contract float %1019, %1022
  %1024 = fmul float %1023, 0x3FF7154760000000
  %1025 = tail call float @llvm.exp2.f32(float %1024)
  %1026 = load i32, ptr addrspace(3) %197, align 4
  %1027 = sitofp i32 %1026 to float
  %1028 = fmul contract float %1027, %4
  %1029 = fsub contract float %1028, %1022
  %1030 = fmul float %1029, 0x3FF7154760000000
  %1031 = tail call float @llvm.exp2.f32(float %1030)
  %1032 = load i32, ptr addrspace(3) %199, align 8
  %1033 = sitofp i32 %1032 to float
  %1034 = fmul contract float %1033, %4
  %1035 = fsub contract float %1034, %1022
  %1036 = fmul float %1035, 0x3FF7154760000000
  %1037 = tail call float @llvm.exp2.f32(float %1036)
  %1038 = load i32, ptr addrspace(3) %201, align 4
  %1039 = sitofp i32 %1038 to float
  %1040 = fmul contract float %1039, %4
  %1041 = fsub contract float %1040, %1022
  %1042 = fmul float %1041, 0x3FF7154760000000
  %1043 = tail call float @llvm.exp2.f32(float %1042)
  %1044 = load i32, ptr addrspace(3) %203, align 16
  %1045 = sitofp i32 %1044 to float
  %1046 = fmul contract float %1045, %4
  %1047 = fsub contract float %1046, %1022
  %1048 = fmul float %1047, 0x3FF7154760000000
  %1049 = tail call float @llvm.exp2.f32(float %1048)
  %1050 = load i32, ptr addrspace(3) %205, align 4
  %1051 = sitofp i32 %1050 to float
  %1052 = fmul contract float %1051, %4
  %1053 = fsub contract float %1052, %1022
  %1054 = fmul float %1053, 0x3FF7154760000000
  %1055 = tail call float @llvm.exp2.f32(float %1054)
  %1056 = load i32, ptr addrspace(3) %207, align 8
  %1057 = sitofp i32 %1056 to float
  %1058 = fmul contract float %1057, %4
  %1059 = fsub contract float %1058, %1022
  %1060 = fmul float %1059, 0x3FF7154760000000
  %1061 = tail call float @llvm.exp2.f32(float %1060)
  %1062 = load i32, ptr addrspace(3) %209, align 4
  %1063 = sitofp i32 %1062 to float
  %1064 = fmul contract float %1063, %4
  %1065 = fsub contract float %1064, %1022
  %1066 = fmul float %1065, 0x3FF7154760000000
  %1067 = tail call float @llvm.exp2.f32(float %1066)
  %1068 = load i32, ptr addrspace(3) %212, align 16
  %1069 = sitofp i32 %1068 to float
  %1070 = fmul contract float %1069, %4
  %1071 = fsub contract float %1070, %1022
  %1072 = fmul float %1071, 0x3FF7154760000000
  %1073 = tail call float @llvm.exp2.f32(float %1072)
  %1074 = load i32, ptr addrspace(3) %214, align 4
  %1075 = sitofp i32 %1074 to float
  %1076 = fmul contract float %1075, %4
  %1077 = fsub contract float %1076, %1022
  %1078 = fmul float %1077, 0x3FF7154760000000
  %1079 = tail call float @llvm.exp2.f32(float %1078)
  %1080 = load i32, ptr addrspace(3) %216, align 8
  %1081 = sitofp i32 %1080 to float
  %1082 = fmul contract float %1081, %4
  %1083 = fsub contract float %1082, %1022
  %1084 = fmul float %1083, 0x3FF7154760000000
  %1085 = tail call float @llvm.exp2.f32(float %1084)
  %1086 = load i32, ptr addrspace(3) %218, align 4
  %1087 = sitofp i32 %1086 to float
  %1088 = fmul contract float %1087, %4
  %1089 = fsub contract float %1088, %1022
  %1090 = fmul float %1089, 0x3FF7154760000000
  %1091 = tail call float @llvm.exp2.f32(float %1090)
  %1092 = load i32, ptr addrspace(3) %220, align 16
  %1093 = sitofp i32 %1092 to float
  %1094 = fmul contract float %1093, %4
  %1095 = fsub contract float %1094, %1022
  %1096 = fmul float %1095, 0x3FF7154760000000
  %1097 = tail call float @llvm.exp2.f32(float %1096)
  %1098 = load i32, ptr addrspace(3) %222, align 4
  %1099 = sitofp i32 %1098 to float
  %1100 = fmul contract float %1099, %4
  %1101 = fsub contract float %1100, %1022
  %1102 = fmul float %1101, 0x3FF7154760000000
  %1103 = tail call float @llvm.exp2.f32(float %1102)
  %1104 = load i32, ptr addrspace(3) %224, align 8
  %1105 = sitofp i32 %1104 to float
  %1106 = fmul contract float %1105, %4
  %1107 = fsub contract float %1106, %1022
  %1108 = fmul float %1107, 0x3FF7154760000000
  %1109 = tail call float @llvm.exp2.f32(float %1108)
  %1110 = load i32, ptr addrspace(3) %226, align 4
  %1111 = sitofp i32 %1110 to float
  %1112 = fmul contract float %1111, %4
  %1113 = fsub contract float %1112, %1022
  %1114 = fmul float %1113, 0x3FF7154760000000
  %1115 = tail call float @llvm.exp2.f32(float %1114)
  tail call void @llvm.musa.syncthreads.lm()
  store float %1025, ptr addrspace(3) %227, align 16
  store float %1031, ptr addrspace(3) %228, align 4
  store float %1037, ptr addrspace(3) %229, align 8
  store float %1043, ptr addrspace(3) %230, align 4
  store float %1049, ptr addrspace(3) %231, align 16
  store float %1055, ptr addrspace(3) %232, align 4
  store float %1061, ptr addrspace(3) %233, align 8
  store float %1067, ptr addrspace(3) %234, align 4
  store float %1073, ptr addrspace(3) %235, align 16
  store float %1079, ptr addrspace(3) %236, align 4
  store float %1085, ptr addrspace(3) %237, align 8
  store float %1091, ptr addrspace(3) %238, align 4
  store float %1097, ptr addrspace(3) %239, align 16
  store float %1103, ptr addrspace(3) %240, align 4
  store float %1109, ptr addrspace(3) %241, align 8
  store float %1115, ptr addrspace(3) %242, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1116, label %1123

1116: ; preds = %1016
  %1117 = load float, ptr addrspace(3) %488, align 4
  %1118 = load float, ptr addrspace(3) %489, align 4
  %1119 = tail call float @llvm.maxnum.f32(float %1117, float %1118)
  %1120 = fsub contract float %1117, %1119
  %1121 = fmul float %1120, 0x3FF7154760000000
  %1122 = tail call float @llvm.exp2.f32(float %1121)
  store float %1122, ptr addrspace(3) %490, align 4
  br label %1123

1123: ; preds = %1116, %1016
  tail call void @llvm.musa.syncthreads.lm()
  %1124 = load float, ptr addrspace(3) %243, align 16
  %1125 = fadd reassoc float %1124, 0.000000e+00
  %1126 = load float, ptr addrspace(3) %244, align 4
  %1127 = fadd reassoc float %1125, %1126
  %1128 = load float, ptr addrspace(3) %245, align 8
  %1129 = fadd reassoc float %1127, %1128
  %1130 = load float, ptr addrspace(3) %246, align 4
  %1131 = fadd reassoc float %1129, %1130
  %1132 = load float, ptr addrspace(3) %247, align 16
  %1133 = fadd reassoc float %1131, %1132
  %1134 = load float, ptr addrspace(3) %248, align 4
  %1135 = fadd reassoc float %1133, %1134
  %1136 = load float, ptr addrspace(3) %249, align 8
  %1137 = fadd reassoc float %1135, %1136
  %1138 = load float, ptr addrspace(3) %250, align 4
  %1139 = fadd reassoc float %1137, %1138
  %1140 = load float, ptr addrspace(3) %251, align 16
  %1141 = fadd reassoc float %1139, %1140
  %1142 = load float, ptr addrspace(3) %252, align 4
  %1143 = fadd reassoc float %1141, %1142
  %1144 = load float, ptr addrspace(3) %253, align 8
  %1145 = fadd reassoc float %1143, %1144
  %1146 = load float, ptr addrspace(3) %254, align 4
  %1147 = fadd reassoc float %1145, %1146
  %1148 = load float, ptr addrspace(3) %255, align 16
  %1149 = fadd reassoc float %1147, %1148
  %1150 = load float, ptr addrspace(3) %256, align 4
  %1151 = fadd reassoc float %1149, %1150
  %1152 = load float, ptr addrspace(3) %257, align 8
  %1153 = fadd reassoc float %1151, %1152
  %1154 = load float, ptr addrspace(3) %258, align 4
  %1155 = fadd reassoc float %1153, %1154
  %1156 = bitcast float %1155 to i32
  %1157 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1156, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %188, label %1158, label %1161

1158: ; preds = %1123
  %1159 = bitcast i32 %1157 to float
  %1160 = fadd reassoc float %1155, %1159
  store float %1160, ptr addrspace(3) %491, align 4
  br label %1161

1161: ; preds = %1158, %1123
  tail call void @llvm.musa.syncthreads.lm()
  %1162 = load <8 x float>, ptr addrspace(3) %227, align 16
  %1163 = fptrunc <8 x float> %1162 to <8 x half>
  %1164 = load float, ptr addrspace(3) %235, align 16
  %1165 = load <4 x float>, ptr addrspace(3) %236, align 4
  %1166 = load float, ptr addrspace(3) %240, align 4
  %1167 = load float, ptr addrspace(3) %241, align 8
  %1168 = load float, ptr addrspace(3) %242, align 4
  %1169 = insertelement <8 x float> poison, float %1164, i64 0
  %1170 = shufflevector <4 x float> %1165, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %1171 = shufflevector <8 x float> %1169, <8 x float> %1170, <8 x i32> <i32 0, i32 8, i32 9, i32 10, i32 11, i32 poison, i32 poison, i32 poison>
  %1172 = insertelement <8 x float> %1171, float %1166, i64 5
  %1173 = insertelement <8 x float> %1172, float %1167, i64 6
  %1174 = insertelement <8 x float> %1173, float %1168, i64 7
  %1175 = fptrunc <8 x float> %1174 to <8 x half>
  store <8 x half> %1163, ptr addrspace(3) %262, align 16
  store <8 x half> %1175, ptr addrspace(3) %265, align 16
  store <8 x half> %589, ptr addrspace(3) %269, align 16
  store <8 x half> %590, ptr addrspace(3) %272, align 16
  tail call void @llvm.musa.syncthreads.lm()
  %1176 = load float, ptr addrspace(3) %273, align 4
  %1177 = fmul contract float %587, %1176
  store float %1177, ptr addrspace(3) %274, align 16
  %1178 = fmul contract float %586, %1176
  store float %1178, ptr addrspace(3) %277, align 4
  %1179 = fmul contract float %585, %1176
  store float %1179, ptr addrspace(3) %280, align 8
  %1180 = fmul contract float %584, %1176
  store float %1180, ptr addrspace(3) %283, align 4
  %1181 = fmul contract float %583, %1176
  store float %1181, ptr addrspace(3) %286, align 16
  %1182 = fmul contract float %582, %1176
  store float %1182, ptr addrspace(3) %289, align 4
  %1183 = fmul contract float %581, %1176
  store float %1183, ptr addrspace(3) %292, align 8
  %1184 = fmul contract float %580, %1176
  store float %1184, ptr addrspace(3) %295, align 4
  %1185 = fmul contract float %579, %1176
  store float %1185, ptr addrspace(3) %298, align 16
  %1186 = fmul contract float %578, %1176
  store float %1186, ptr addrspace(3) %301, align 4
  %1187 = fmul contract float %577, %1176
  store float %1187, ptr addrspace(3) %304, align 8
  %1188 = fmul contract float %576, %1176
  store float %1188, ptr addrspace(3) %307, align 4
  %1189 = fmul contract float %575, %1176
  store float %1189, ptr addrspace(3) %310, align 16
  %1190 = fmul contract float %574, %1176
  store float %1190, ptr addrspace(3) %313, align 4
  %1191 = fmul contract float %573, %1176
  store float %1191, ptr addrspace(3) %316, align 8
  %1192 = fmul contract float %572, %1176
  store float %1192, ptr addrspace(3) %319, align 4
  %1193 = load float, ptr addrspace(3) %320, align 4
  %1194 = fmul contract float %571, %1193
  store float %1194, ptr addrspace(3) %321, align 16
  %1195 = fmul contract float %570, %1193
  store float %1195, ptr addrspace(3) %323, align 4
  %1196 = fmul contract float %569, %1193
  store float %1196, ptr addrspace(3) %325, align 8
  %1197 = fmul contract float %568, %1193
  store float %1197, ptr addrspace(3) %327, align 4
  %1198 = fmul contract float %567, %1193
  store float %1198, ptr addrspace(3) %329, align 16
  %1199 = fmul contract float %566, %1193
  store float %1199, ptr addrspace(3) %331, align 4
  %1200 = fmul contract float %565, %1193
  store float %1200, ptr addrspace(3) %333, align 8
  %1201 = fmul contract float %564, %1193
  store float %1201, ptr addrspace(3) %335, align 4
  %1202 = fmul contract float %563, %1193
  store float %1202, ptr addrspace(3) %338, align 16
  %1203 = fmul contract float %562, %1193
  store float %1203, ptr addrspace(3) %340, align 4
  %1204 = fmul contract float %561, %1193
  store float %1204, ptr addrspace(3) %342, align 8
  %1205 = fmul contract float %560, %1193
  store float %1205, ptr addrspace(3) %344, align 4
  %1206 = fmul contract float %559, %1193
  store float %1206, ptr addrspace(3) %346, align 16
  %1207 = fmul contract float %558, %1193
  store float %1207, ptr addrspace(3) %348, align 4
  %1208 = fmul contract float %557, %1193
  store float %1208, ptr addrspace(3) %350, align 8
  %1209 = fmul contract float %556, %1193
  store float %1209, ptr addrspace(3) %352, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %1210

1210: ; preds = %1161, %1419
  %1211 = phi i64 [ 0, %1161 ], [ %1420, %1419 ]
  %1212 = shl nuw nsw i64 %1211, 2
  %1213 = add nuw nsw i64 %1212, %135
  %1214 = icmp ult i64 %1213, 16
  br i1 %1214, label %1215, label %1419

1215: ; preds = %1210
  %1216 = shl nuw nsw i64 %1213, 2
  %1217 = and i64 %1216, 48
  %1218 = or i64 %1217, %148
  %1219 = shl nuw nsw i64 %1218, 6
  %1220 = or i64 %1219, %493
  %1221 = trunc i64 %1220 to i32
  %1222 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %1221
  %1223 = load i32, ptr addrspace(3) %1222, align 4
  %1224 = or i64 %1219, %494
  %1225 = trunc i64 %1224 to i32
  %1226 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %1225
  %1227 = load i32, ptr addrspace(3) %1226, align 4
  %1228 = or i64 %1219, 256
  %1229 = or i64 %1228, %493
  %1230 = trunc i64 %1229 to i32
  %1231 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %1230
  %1232 = load i32, ptr addrspace(3) %1231, align 4
  %1233 = or i64 %1228, %494
  %1234 = trunc i64 %1233 to i32
  %1235 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %1234
  %1236 = load i32, ptr addrspace(3) %1235, align 4
  %1237 = or i64 %1219, 512
  %1238 = or i64 %1237, %493
  %1239 = trunc i64 %1238 to i32
  %1240 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %1239
  %1241 = load i32, ptr addrspace(3) %1240, align 4
  %1242 = or i64 %1237, %494
  %1243 = trunc i64 %1242 to i32
  %1244 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %1243
  %1245 = load i32, ptr addrspace(3) %1244, align 4
  %1246 = or i64 %1219, 768
  %1247 = or i64 %1246, %493
  %1248 = trunc i64 %1247 to i32
  %1249 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %1248
  %1250 = load i32, ptr addrspace(3) %1249, align 4
  %1251 = or i64 %1246, %494
  %1252 = trunc i64 %1251 to i32
  %1253 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %1252
  %1254 = load i32, ptr addrspace(3) %1253, align 4
  %1255 = insertelement <8 x i32> poison, i32 %1223, i64 0
  %1256 = insertelement <8 x i32> %1255, i32 %1227, i64 1
  %1257 = insertelement <8 x i32> %1256, i32 %1232, i64 2
  %1258 = insertelement <8 x i32> %1257, i32 %1236, i64 3
  %1259 = insertelement <8 x i32> %1258, i32 %1241, i64 4
  %1260 = insertelement <8 x i32> %1259, i32 %1245, i64 5
  %1261 = insertelement <8 x i32> %1260, i32 %1250, i64 6
  %1262 = insertelement <8 x i32> %1261, i32 %1254, i64 7
  %1263 = or i64 %1217, %146
  %1264 = mul nuw nsw i64 %1263, 40
  %1265 = or i64 %1264, %136
  %1266 = trunc i64 %1265 to i32
  %1267 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1266
  %1268 = load half, ptr addrspace(3) %1267, align 2
  %1269 = or i64 %1264, %355
  %1270 = trunc i64 %1269 to i32
  %1271 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1270
  %1272 = load half, ptr addrspace(3) %1271, align 2
  %1273 = add nuw nsw i64 %1264, %356
  %1274 = trunc i64 %1273 to i32
  %1275 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1274
  %1276 = load half, ptr addrspace(3) %1275, align 2
  %1277 = add nuw nsw i64 %1264, %357
  %1278 = trunc i64 %1277 to i32
  %1279 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1278
  %1280 = load half, ptr addrspace(3) %1279, align 2
  %1281 = add nuw nsw i64 %1264, %358
  %1282 = trunc i64 %1281 to i32
  %1283 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1282
  %1284 = load half, ptr addrspace(3) %1283, align 2
  %1285 = add nuw nsw i64 %1264, %359
  %1286 = trunc i64 %1285 to i32
  %1287 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1286
  %1288 = load half, ptr addrspace(3) %1287, align 2
  %1289 = add nuw nsw i64 %1264, %360
  %1290 = trunc i64 %1289 to i32
  %1291 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1290
  %1292 = load half, ptr addrspace(3) %1291, align 2
  %1293 = add nuw nsw i64 %1264, %361
  %1294 = trunc i64 %1293 to i32
  %1295 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1294
  %1296 = load half, ptr addrspace(3) %1295, align 2
  %1297 = add nuw nsw i64 %1264, 320
  %1298 = or i64 %1297, %136
  %1299 = trunc i64 %1298 to i32
  %1300 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1299
  %1301 = load half, ptr addrspace(3) %1300, align 2
  %1302 = or i64 %1297, %355
  %1303 = trunc i64 %1302 to i32
  %1304 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1303
  %1305 = load half, ptr addrspace(3) %1304, align 2
  %1306 = add nuw nsw i64 %1297, %356
  %1307 = trunc i64 %1306 to i32
  %1308 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1307
  %1309 = load half, ptr addrspace(3) %1308, align 2
  %1310 = add nuw nsw i64 %1297, %357
  %1311 = trunc i64 %1310 to i32
  %1312 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1311
  %1313 = load half, ptr addrspace(3) %1312, align 2
  %1314 = add nuw nsw i64 %1297, %358
  %1315 = trunc i64 %1314 to i32
  %1316 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1315
  %1317 = load half, ptr addrspace(3) %1316, align 2
  %1318 = add nuw nsw i64 %1297, %359
  %1319 = trunc i64 %1318 to i32
  %1320 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1319
  %1321 = load half, ptr addrspace(3) %1320, align 2
  %1322 = add nuw nsw i64 %1297, %360
  %1323 = trunc i64 %1322 to i32
  %1324 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1323
  %1325 = load half, ptr addrspace(3) %1324, align 2
  %1326 = add nuw nsw i64 %1297, %361
  %1327 = trunc i64 %1326 to i32
  %1328 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24832), i32 %1327
  %1329 = load half, ptr addrspace(3) %1328, align 2
  %1330 = insertelement <2 x half> poison, half %1268, i64 0
  %1331 = insertelement <2 x half> %1330, half %1272, i64 1
  %1332 = bitcast <2 x half> %1331 to i32
  %1333 = insertelement <2 x half> poison, half %1276, i64 0
  %1334 = insertelement <2 x half> %1333, half %1280, i64 1
  %1335 = bitcast <2 x half> %1334 to i32
  %1336 = insertelement <2 x half> poison, half %1284, i64 0
  %1337 = insertelement <2 x half> %1336, half %1288, i64 1
  %1338 = bitcast <2 x half> %1337 to i32
  %1339 = insertelement <2 x half> poison, half %1292, i64 0
  %1340 = insertelement <2 x half> %1339, half %1296, i64 1
  %1341 = bitcast <2 x half> %1340 to i32
  %1342 = insertelement <2 x half> poison, half %1301, i64 0
  %1343 = insertelement <2 x half> %1342, half %1305, i64 1
  %1344 = bitcast <2 x half> %1343 to i32
  %1345 = insertelement <2 x half> poison, half %1309, i64 0
  %1346 = insertelement <2 x half> %1345, half %1313, i64 1
  %1347 = bitcast <2 x half> %1346 to i32
  %1348 = insertelement <2 x half> poison, half %1317, i64 0
  %1349 = insertelement <2 x half> %1348, half %1321, i64 1
  %1350 = bitcast <2 x half> %1349 to i32
  %1351 = insertelement <2 x half> poison, half %1325, i64 0
  %1352 = insertelement <2 x half> %1351, half %1329, i64 1
  %1353 = bitcast <2 x half> %1352 to i32
  %1354 = insertelement <8 x i32> poison, i32 %1332, i64 0
  %1355 = insertelement <8 x i32> %1354, i32 %1335, i64 1
  %1356 = insertelement <8 x i32> %1355, i32 %1338, i64 2
  %1357 = insertelement <8 x i32> %1356, i32 %1341, i64 3
  %1358 = insertelement <8 x i32> %1357, i32 %1344, i64 4
  %1359 = insertelement <8 x i32> %1358, i32 %1347, i64 5
  %1360 = insertelement <8 x i32> %1359, i32 %1350, i64 6
  %1361 = insertelement <8 x i32> %1360, i32 %1353, i64 7
  %1362 = load half, ptr addrspace(3) %499, align 2
  %1363 = load half, ptr addrspace(3) %503, align 2
  %1364 = load half, ptr addrspace(3) %507, align 2
  %1365 = load half, ptr addrspace(3) %511, align 2
  %1366 = load half, ptr addrspace(3) %515, align 2
  %1367 = load half, ptr addrspace(3) %519, align 2
  %1368 = load half, ptr addrspace(3) %523, align 2
  %1369 = load half, ptr addrspace(3) %527, align 2
  %1370 = load half, ptr addrspace(3) %531, align 2
  %1371 = load half, ptr addrspace(3) %534, align 2
  %1372 = load half, ptr addrspace(3) %537, align 2
  %1373 = load half, ptr addrspace(3) %540, align 2
  %1374 = load half, ptr addrspace(3) %543, align 2
  %1375 = load half, ptr addrspace(3) %546, align 2
  %1376 = load half, ptr addrspace(3) %549, align 2
  %1377 = load half, ptr addrspace(3) %552, align 2
  %1378 = insertelement <2 x half> poison, half %1362, i64 0
  %1379 = insertelement <2 x half> %1378, half %1363, i64 1
  %1380 = bitcast <2 x half> %1379 to i32
  %1381 = insertelement <2 x half> poison, half %1364, i64 0
  %1382 = insertelement <2 x half> %1381, half %1365, i64 1
  %1383 = bitcast <2 x half> %1382 to i32
  %1384 = insertelement <2 x half> poison, half %1366, i64 0
  %1385 = insertelement <2 x half> %1384, half %1367, i64 1
  %1386 = bitcast <2 x half> %1385 to i32
  %1387 = insertelement <2 x half> poison, half %1368, i64 0
  %1388 = insertelement <2 x half> %1387, half %1369, i64 1
  %1389 = bitcast <2 x half> %1388 to i32
  %1390 = insertelement <2 x half> poison, half %1370, i64 0
  %1391 = insertelement <2 x half> %1390, half %1371, i64 1
  %1392 = bitcast <2 x half> %1391 to i32
  %1393 = insertelement <2 x half> poison, half %1372, i64 0
  %1394 = insertelement <2 x half> %1393, half %1373, i64 1
  %1395 = bitcast <2 x half> %1394 to i32
  %1396 = insertelement <2 x half> poison, half %1374, i64 0
  %1397 = insertelement <2 x half> %1396, half %1375, i64 1
  %1398 = bitcast <2 x half> %1397 to i32
  %1399 = insertelement <2 x half> poison, half %1376, i64 0
  %1400 = insertelement <2 x half> %1399, half %1377, i64 1
  %1401 = bitcast <2 x half> %1400 to i32
  %1402 = insertelement <8 x i32> poison, i32 %1380, i64 0
  %1403 = insertelement <8 x i32> %1402, i32 %1383, i64 1
  %1404 = insertelement <8 x i32> %1403, i32 %1386, i64 2
  %1405 = insertelement <8 x i32> %1404, i32 %1389, i64 3
  %1406 = insertelement <8 x i32> %1405, i32 %1392, i64 4
  %1407 = insertelement <8 x i32> %1406, i32 %1395, i64 5
  %1408 = insertelement <8 x i32> %1407, i32 %1398, i64 6
  %1409 = insertelement <8 x i32> %1408, i32 %1401, i64 7
  %1410 = tail call <8 x i32> @llvm.musa.ffmma.m16n16k32.mma(<8 x i32> %1361, <8 x i32> %1409, <8 x i32> %1262, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %1410 to <8 x float>
  %1411 = extractelement <8 x float> %bc, i64 0
  store float %1411, ptr addrspace(3) %1222, align 4
  %1412 = extractelement <8 x float> %bc, i64 1
  store float %1412, ptr addrspace(3) %1226, align 4
  %1413 = extractelement <8 x float> %bc, i64 2
  store float %1413, ptr addrspace(3) %1231, align 4
  %1414 = extractelement <8 x float> %bc, i64 3
  store float %1414, ptr addrspace(3) %1235, align 4
  %1415 = extractelement <8 x float> %bc, i64 4
  store float %1415, ptr addrspace(3) %1240, align 4
  %1416 = extractelement <8 x float> %bc, i64 5
  store float %1416, ptr addrspace(3) %1244, align 4
  %1417 = extractelement <8 x float> %bc, i64 6
  store float %1417, ptr addrspace(3) %1249, align 4
  %1418 = extractelement <8 x float> %bc, i64 7
  store float %1418, ptr addrspace(3) %1253, align 4
  br label %1419

1419: ; preds = %1215, %1210
  %1420 = add nuw nsw i64 %1211, 1
  %1421 = icmp ult i64 %1211, 3
  br i1 %1421, label %1210, label %1422

1422: ; preds = %1419
  tail call void @llvm.musa.syncthreads.lm()
  %1423 = load float, ptr addrspace(3) %274, align 16
  %1424 = load float, ptr addrspace(3) %277, align 4
  %1425 = load float, ptr addrspace(3) %280, align 8
  %1426 = load float, ptr addrspace(3) %283, align 4
  %1427 = load float, ptr addrspace(3) %286, align 16
  %1428 = load float, ptr addrspace(3) %289, align 4
  %1429 = load float, ptr addrspace(3) %292, align 8
  %1430 = load float, ptr addrspace(3) %295, align 4
  %1431 = load <8 x float>, ptr addrspace(3) %298, align 16
  %1432 = load <8 x float>, ptr addrspace(3) %321, align 16
  %1433 = load <8 x float>, ptr addrspace(3) %338, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1434, label %1440

1434: ; preds = %1422
  %1435 = load float, ptr addrspace(3) %553, align 4
  %1436 = load float, ptr addrspace(3) %490, align 4
  %1437 = fmul contract float %1435, %1436
  %1438 = load float, ptr addrspace(3) %554, align 4
  %1439 = fadd contract float %1437, %1438
  store float %1439, ptr addrspace(3) %553, align 4
  br label %1440

1440: ; preds = %1434, %1422
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1441, label %1445

1441: ; preds = %1440
  %1442 = load float, ptr addrspace(3) %488, align 4
  %1443 = load float, ptr addrspace(3) %489, align 4
  %1444 = tail call float @llvm.maxnum.f32(float %1442, float %1443)
  store float %1444, ptr addrspace(3) %488, align 4
  br label %1445

1445: ; preds = %1441, %1440
  tail call void @llvm.musa.syncthreads.lm()
  %1446 = extractelement <8 x float> %1431, i64 0
  %1447 = extractelement <8 x float> %1431, i64 1
  %1448 = extractelement <8 x float> %1431, i64 2
  %1449 = extractelement <8 x float> %1431, i64 3
  %1450 = extractelement <8 x float> %1431, i64 4
  %1451 = extractelement <8 x float> %1431, i64 5
  %1452 = extractelement <8 x float> %1431, i64 6
  %1453 = extractelement <8 x float> %1431, i64 7
  %1454 = extractelement <8 x float> %1432, i64 0
  %1455 = extractelement <8 x float> %1432, i64 1
  %1456 = extractelement <8 x float> %1432, i64 2
  %1457 = extractelement <8 x float> %1432, i64 3
  %1458 = extractelement <8 x float> %1432, i64 4
  %1459 = extractelement <8 x float> %1432, i64 5
  %1460 = extractelement <8 x float> %1432, i64 6
  %1461 = extractelement <8 x float> %1432, i64 7
  %1462 = extractelement <8 x float> %1433, i64 0
  %1463 = extractelement <8 x float> %1433, i64 1
  %1464 = extractelement <8 x float> %1433, i64 2
  %1465 = extractelement <8 x float> %1433, i64 3
  %1466 = extractelement <8 x float> %1433, i64 4
  %1467 = extractelement <8 x float> %1433, i64 5
  %1468 = extractelement <8 x float> %1433, i64 6
  %1469 = extractelement <8 x float> %1433, i64 7
  br i1 %592, label %555, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1445
  %1470 = insertelement <8 x float> poison, float %1423, i64 0
  %1471 = insertelement <8 x float> %1470, float %1424, i64 1
  %1472 = insertelement <8 x float> %1471, float %1425, i64 2
  %1473 = insertelement <8 x float> %1472, float %1426, i64 3
  %1474 = insertelement <8 x float> %1473, float %1427, i64 4
  %1475 = insertelement <8 x float> %1474, float %1428, i64 5
  %1476 = insertelement <8 x float> %1475, float %1429, i64 6
  %1477 = insertelement <8 x float> %1476, float %1430, i64 7
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %35
  %1478 = phi <8 x float> [ zeroinitializer, %35 ], [ %1477, %._crit_edge.loopexit ]
  %1479 = phi <8 x float> [ zeroinitializer, %35 ], [ %1431, %._crit_edge.loopexit ]
  %1480 = phi <8 x float> [ zeroinitializer, %35 ], [ %1432, %._crit_edge.loopexit ]
  %1481 = phi <8 x float> [ zeroinitializer, %35 ], [ %1433, %._crit_edge.loopexit ]
  %1482 = getelementptr float, ptr addrspace(3) @global_smem, i32 %23
  %1483 = load float, ptr addrspace(3) %1482, align 4
  %1484 = insertelement <8 x float> poison, float %1483, i64 0
  %1485 = shufflevector <8 x float> %1484, <8 x float> poison, <8 x i32> zeroinitializer
  %1486 = fdiv <8 x float> %1478, %1485
  %1487 = fptrunc <8 x float> %1486 to <8 x half>
  %1488 = getelementptr half, ptr addrspace(1) %3, i64 %39
  %1489 = getelementptr half, ptr addrspace(1) %1488, i64 %20
  store <8 x half> %1487, ptr addrspace(1) %1489, align 16
  %1490 = fdiv <8 x float> %1479, %1485
  %1491 = fptrunc <8 x float> %1490 to <8 x half>
  %1492 = getelementptr half, ptr addrspace(1) %1488, i64 %22
  store <8 x half> %1491, ptr addrspace(1) %1492, align 16
  %1493 = getelementptr float, ptr addrspace(3) @global_smem, i32 %47
  %1494 = load float, ptr addrspace(3) %1493, align 4
  %1495 = insertelement <8 x float> poison, float %1494, i64 0
  %1496 = shufflevector <8 x float> %1495, <8 x float> poison, <8 x i32> zeroinitializer
  %1497 = fdiv <8 x float> %1480, %1496
  %1498 = fptrunc <8 x float> %1497 to <8 x half>
  %1499 = getelementptr half, ptr addrspace(1) %3, i64 %50
  %1500 = getelementptr half, ptr addrspace(1) %1499, i64 %20
  store <8 x half> %1498, ptr addrspace(1) %1500, align 16
  %1501 = fdiv <8 x float> %1481, %1496
  %1502 = fptrunc <8 x float> %1501 to <8 x half>
  %1503 = getelementptr half, ptr addrspace(1) %1499, i64 %22
  store <8 x half> %1502, ptr addrspace(1) %1503, align 16
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
